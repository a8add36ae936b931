//! One walk over one file's syntax tree: scopes and bindings (imports, aliases, string and
//! device values), and the calls into every enabled rule.

use std::collections::HashMap;

use ruff_python_ast::name::Name;
use rustc_hash::FxBuildHasher;

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{
    Expr, ExprCall, ExprContext, FStringPart, InterpolatedStringElement, Number, Operator,
    Parameters, Stmt,
};
use ruff_text_size::{Ranged, TextRange, TextSize};

use crate::rules::{ImportCandidate, Rule, RuleMeta};

/// What a name is bound to, as far as the scanner can tell without running anything.
#[derive(Clone, Debug)]
pub enum Binding {
    /// A module or module member, by qualified name (`import torch.cuda as tc`).
    Qualified(String),
    /// A string constant (`device = "cuda"`); `reported` when its definition was a finding.
    Str {
        value: String,
        at: TextSize,
        reported: bool,
    },
    /// The result of `torch.device("cuda…")`: already reported where it was built.
    CudaDevice,
    /// Anything else: shadows whatever an outer scope binds.
    Other,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum ScopeKind {
    Module,
    Class,
    Function,
}

struct Scope {
    kind: ScopeKind,
    names: HashMap<Name, Binding, FxBuildHasher>,
}

/// A string value an expression evaluates to, and the variable it came through, if any.
pub struct StrValue<'b> {
    pub value: std::borrow::Cow<'b, str>,
    /// `(name, offset of its assignment, definition already reported)`.
    pub via: Option<(String, TextSize, bool)>,
}

/// A finding before it is placed on a line: rule, range, message.
pub struct RawFinding {
    pub rule: &'static RuleMeta,
    pub range: TextRange,
    pub message: String,
}

pub struct Checker<'r> {
    rules: &'r [&'static dyn Rule],
    scopes: Vec<Scope>,
    line_starts: &'r [TextSize],
    pub findings: Vec<RawFinding>,
    /// Deepest expression nesting seen (sizes the stack used to drop the tree).
    pub max_depth: usize,
    depth: usize,
}

impl<'r> Checker<'r> {
    pub fn new(rules: &'r [&'static dyn Rule], line_starts: &'r [TextSize]) -> Self {
        Checker {
            rules,
            scopes: vec![Scope {
                kind: ScopeKind::Module,
                names: HashMap::default(),
            }],
            line_starts,
            findings: Vec::new(),
            max_depth: 0,
            depth: 0,
        }
    }

    pub fn check_module(&mut self, body: &[Stmt]) {
        for stmt in body {
            self.visit_stmt(stmt);
        }
    }

    /// Records a finding for `rule` at `range`.
    pub fn report(&mut self, rule: &'static RuleMeta, range: TextRange, message: String) {
        self.findings.push(RawFinding {
            rule,
            range,
            message,
        });
    }

    /// 1-based line of an offset (for messages such as "assigned at line 3").
    pub fn line_of(&self, offset: TextSize) -> usize {
        self.line_starts.partition_point(|s| *s <= offset)
    }

    /// True inside a function body (where string values flow into uses).
    pub fn in_function(&self) -> bool {
        self.scopes.last().is_some_and(|s| s.kind == ScopeKind::Function)
    }

    fn lookup(&self, name: &str) -> Option<&Binding> {
        let innermost = self.scopes.len() - 1;
        for (i, scope) in self.scopes.iter().enumerate().rev() {
            // Class bodies are not enclosing scopes for the functions defined in them.
            if scope.kind == ScopeKind::Class && i != innermost {
                continue;
            }
            if let Some(b) = scope.names.get(name) {
                return Some(b);
            }
        }
        None
    }

    fn bind(&mut self, name: &str, binding: Binding) {
        // An unknown value that shadows nothing changes nothing: skip the insert.
        if matches!(binding, Binding::Other) && self.lookup(name).is_none() {
            return;
        }
        let scope = self.scopes.last_mut().expect("module scope");
        scope.names.insert(Name::new(name), binding);
    }

    /// The qualified name an expression denotes through imports and aliases, if any:
    /// `tc.Stream` with `import torch.cuda as tc` gives `torch.cuda.Stream`.
    pub fn resolve_qname(&self, expr: &Expr) -> Option<String> {
        // Find the root name first (no allocation): most chains do not resolve.
        let mut cur = expr;
        let mut extra = 0;
        let root = loop {
            match cur {
                Expr::Attribute(a) => {
                    extra += a.attr.len() + 1;
                    cur = &a.value;
                }
                Expr::Name(n) => break n,
                _ => return None,
            }
        };
        let Some(Binding::Qualified(base)) = self.lookup(root.id.as_str()) else {
            return None;
        };
        let mut q = String::with_capacity(base.len() + extra);
        q.push_str(base);
        fn push_attrs(q: &mut String, e: &Expr) {
            if let Expr::Attribute(a) = e {
                push_attrs(q, &a.value);
                q.push('.');
                q.push_str(a.attr.as_str());
            }
        }
        if extra > 0 {
            // Iterative for very long chains: collect, then append in order.
            if extra > 4096 {
                let mut attrs = Vec::new();
                let mut cur = expr;
                while let Expr::Attribute(a) = cur {
                    attrs.push(a.attr.as_str());
                    cur = &a.value;
                }
                for a in attrs.iter().rev() {
                    q.push('.');
                    q.push_str(a);
                }
            } else {
                push_attrs(&mut q, expr);
            }
        }
        Some(q)
    }

    /// The string an expression evaluates to, when it is a constant or built from one:
    /// `"cuda"`, `f"cuda:{rank}"`, `"cuda:" + str(i)`, `"cuda:{}".format(i)`, or a name
    /// bound to one of those.
    pub fn str_value<'e>(&self, expr: &'e Expr) -> Option<StrValue<'e>> {
        let mut cur = expr;
        loop {
            match cur {
                Expr::StringLiteral(s) => {
                    return Some(StrValue {
                        value: std::borrow::Cow::Borrowed(s.value.to_str()),
                        via: None,
                    })
                }
                Expr::FString(f) => {
                    let mut out = String::new();
                    for part in f.value.iter() {
                        match part {
                            FStringPart::Literal(l) => out.push_str(&l.value),
                            FStringPart::FString(fs) => {
                                for el in fs.elements.iter() {
                                    match el {
                                        InterpolatedStringElement::Literal(l) => {
                                            out.push_str(&l.value)
                                        }
                                        InterpolatedStringElement::Interpolation(_) => {
                                            out.push_str("{}")
                                        }
                                    }
                                }
                            }
                        }
                    }
                    return Some(StrValue {
                        value: std::borrow::Cow::Owned(out),
                        via: None,
                    });
                }
                Expr::BinOp(b) if matches!(b.op, Operator::Add | Operator::Mod) => {
                    // `"cuda:" + str(i)`: the constant prefix, the rest shown as `{}`.
                    let (mut left, mut op) = (&*b.left, b.op);
                    while let Expr::BinOp(l) = left {
                        (left, op) = (&l.left, l.op);
                    }
                    return match left {
                        // `"cuda:%d" % i`: the template up to its first conversion, like
                        // the `{}` an f-string's hole becomes.
                        Expr::StringLiteral(s) => Some(StrValue {
                            value: std::borrow::Cow::Owned(format!(
                                "{}{{}}",
                                match op {
                                    Operator::Mod => s.value.to_str().split('%').next().unwrap_or(""),
                                    _ => s.value.to_str(),
                                }
                            )),
                            via: None,
                        }),
                        _ => None,
                    };
                }
                Expr::Call(c) => match &*c.func {
                    Expr::Attribute(a) if a.attr.as_str() == "format" => cur = &a.value,
                    _ => return None,
                },
                Expr::Name(n) => {
                    return match self.lookup(n.id.as_str()) {
                        Some(Binding::Str {
                            value,
                            at,
                            reported,
                        }) => Some(StrValue {
                            value: std::borrow::Cow::Owned(value.clone()),
                            via: Some((n.id.to_string(), *at, *reported)),
                        }),
                        _ => None,
                    }
                }
                _ => return None,
            }
        }
    }

    /// True when the expression is a name bound to `torch.device("cuda…")`.
    pub fn is_cuda_device_value(&self, expr: &Expr) -> bool {
        matches!(expr, Expr::Name(n) if matches!(self.lookup(n.id.as_str()), Some(Binding::CudaDevice)))
    }

    /// The binding an assigned value creates for its target name.
    fn classify(&self, value: &Expr, reported: bool) -> Binding {
        match value {
            Expr::StringLiteral(_) | Expr::FString(_) | Expr::BinOp(_) => match self.str_value(value) {
                Some(s) => Binding::Str {
                    value: s.value.into_owned(),
                    at: value.range().start(),
                    reported,
                },
                None => Binding::Other,
            },
            Expr::Name(n) => self.lookup(n.id.as_str()).cloned().unwrap_or(Binding::Other),
            Expr::Attribute(_) => self
                .resolve_qname(value)
                .map_or(Binding::Other, Binding::Qualified),
            Expr::Call(c) => {
                if self.resolve_qname(&c.func).as_deref() == Some("torch.device")
                    && crate::torch_api::torch_device_args(c)
                        .0
                        .and_then(|a| self.str_value(a))
                        .is_some_and(|s| crate::torch_api::is_cuda_device_str(&s.value))
                {
                    Binding::CudaDevice
                } else {
                    Binding::Other
                }
            }
            _ => Binding::Other,
        }
    }

    fn bind_target(&mut self, target: &Expr, value: Option<&Expr>) {
        match target {
            Expr::Name(n) => {
                let count = self.findings.len();
                if !self.in_function() {
                    if let Some(v) = value {
                        let rules = self.rules;
                        for r in rules {
                            r.on_global_assign(self, n.id.as_str(), v);
                        }
                    }
                }
                let reported = self.findings.len() > count;
                let b = value.map_or(Binding::Other, |v| self.classify(v, reported));
                self.bind(n.id.as_str(), b);
            }
            Expr::Tuple(t) => {
                for e in &t.elts {
                    self.bind_target(e, None);
                }
            }
            Expr::List(l) => {
                for e in &l.elts {
                    self.bind_target(e, None);
                }
            }
            Expr::Starred(s) => self.bind_target(&s.value, None),
            // Attribute and subscript stores bind nothing, but their chains are uses
            // (`torch.backends.cudnn.benchmark = True`).
            other => self.visit_expr(other),
        }
    }

    fn visit_parameters_defaults(&mut self, params: &Parameters) {
        for p in params
            .posonlyargs
            .iter()
            .chain(&params.args)
            .chain(&params.kwonlyargs)
        {
            if let Some(d) = p.default.as_deref() {
                self.visit_expr(d);
                let rules = self.rules;
                for r in rules {
                    r.on_param_default(self, &p.parameter, d);
                }
            }
            if let Some(a) = p.parameter.annotation.as_deref() {
                self.visit_expr(a);
            }
        }
        for p in params.vararg.iter().chain(&params.kwarg) {
            if let Some(a) = p.annotation.as_deref() {
                self.visit_expr(a);
            }
        }
    }

    fn bind_parameters(&mut self, params: &Parameters) {
        for p in params
            .posonlyargs
            .iter()
            .chain(&params.args)
            .chain(&params.kwonlyargs)
        {
            self.bind(p.parameter.name.as_str(), Binding::Other);
        }
        for p in params.vararg.iter().chain(&params.kwarg) {
            self.bind(p.name.as_str(), Binding::Other);
        }
    }

    fn push(&mut self, kind: ScopeKind) {
        self.scopes.push(Scope {
            kind,
            names: HashMap::default(),
        });
    }

    fn import(&mut self, stmt: &Stmt) {
        let rules = self.rules;
        match stmt {
            Stmt::Import(imp) => {
                for alias in &imp.names {
                    let module = alias.name.as_str();
                    let cands = [ImportCandidate {
                        module,
                        range: alias.range,
                    }];
                    for r in rules {
                        r.on_import(self, &cands);
                    }
                    match &alias.asname {
                        Some(asname) => self.bind(asname.as_str(), Binding::Qualified(module.to_owned())),
                        None => {
                            let top = module.split('.').next().unwrap_or(module);
                            self.bind(top, Binding::Qualified(top.to_owned()));
                        }
                    }
                }
            }
            Stmt::ImportFrom(imp) => {
                let module = imp.module.as_ref().map(|m| m.as_str());
                match module {
                    Some(module) if imp.level == 0 => {
                        let members: Vec<String> = imp
                            .names
                            .iter()
                            .map(|a| format!("{module}.{}", a.name.as_str()))
                            .collect();
                        let mut cands = Vec::with_capacity(1 + members.len());
                        cands.push(ImportCandidate {
                            module,
                            range: imp.module.as_ref().map_or(imp.range, |m| m.range),
                        });
                        for (a, m) in imp.names.iter().zip(&members) {
                            if a.name.as_str() != "*" {
                                cands.push(ImportCandidate {
                                    module: m,
                                    range: a.range,
                                });
                            }
                        }
                        for r in rules {
                            r.on_import(self, &cands);
                        }
                        for (a, m) in imp.names.iter().zip(members) {
                            if a.name.as_str() == "*" {
                                continue;
                            }
                            let local = a.asname.as_ref().unwrap_or(&a.name);
                            self.bind(local.as_str(), Binding::Qualified(m));
                        }
                    }
                    _ => {
                        // Relative imports name the scanned project's own modules.
                        for a in &imp.names {
                            let local = a.asname.as_ref().unwrap_or(&a.name);
                            self.bind(local.as_str(), Binding::Other);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    fn visit_expr_inner(&mut self, expr: &Expr) {
        let rules = self.rules;
        match expr {
            Expr::Name(n) => match n.ctx {
                ExprContext::Load => {
                    if let Some(q) = self.resolve_qname(expr) {
                        for r in rules {
                            r.on_qualified(self, &q, expr);
                        }
                    }
                }
                ExprContext::Store => self.bind(n.id.as_str(), Binding::Other),
                _ => {}
            },
            Expr::Attribute(a) => {
                if let Some(q) = self.resolve_qname(expr) {
                    for r in rules {
                        r.on_qualified(self, &q, expr);
                    }
                } else {
                    self.visit_expr(&a.value);
                }
            }
            Expr::Call(call) => {
                self.call(call);
                visitor::walk_expr(self, expr);
            }
            Expr::Named(n) => {
                self.visit_expr(&n.value);
                self.bind_target(&n.target, Some(&n.value));
            }
            Expr::Lambda(l) => {
                if let Some(p) = l.parameters.as_deref() {
                    self.visit_parameters_defaults(p);
                }
                self.push(ScopeKind::Function);
                if let Some(p) = l.parameters.as_deref() {
                    self.bind_parameters(p);
                }
                self.visit_expr(&l.body);
                self.scopes.pop();
            }
            Expr::Dict(d) => {
                for r in rules {
                    r.on_dict(self, d);
                }
                visitor::walk_expr(self, expr);
            }
            _ => visitor::walk_expr(self, expr),
        }
    }

    fn call(&mut self, call: &ExprCall) {
        let rules = self.rules;
        let callee = self.resolve_qname(&call.func);
        for r in rules {
            r.on_call(self, call, callee.as_deref());
        }
    }
}

impl<'a> Visitor<'a> for Checker<'_> {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::Import(_) | Stmt::ImportFrom(_) => self.import(stmt),
            Stmt::FunctionDef(f) => {
                for d in &f.decorator_list {
                    self.visit_expr(&d.expression);
                }
                self.visit_parameters_defaults(&f.parameters);
                if let Some(r) = f.returns.as_deref() {
                    self.visit_expr(r);
                }
                self.bind(f.name.as_str(), Binding::Other);
                self.push(ScopeKind::Function);
                self.bind_parameters(&f.parameters);
                for s in &f.body {
                    self.visit_stmt(s);
                }
                self.scopes.pop();
            }
            Stmt::ClassDef(c) => {
                for d in &c.decorator_list {
                    self.visit_expr(&d.expression);
                }
                if let Some(args) = c.arguments.as_deref() {
                    self.visit_arguments(args);
                }
                self.bind(c.name.as_str(), Binding::Other);
                self.push(ScopeKind::Class);
                for s in &c.body {
                    self.visit_stmt(s);
                }
                self.scopes.pop();
            }
            Stmt::Assign(a) => {
                self.visit_expr(&a.value);
                for t in &a.targets {
                    self.bind_target(t, Some(&a.value));
                }
            }
            Stmt::AnnAssign(a) => {
                self.visit_expr(&a.annotation);
                if let Some(v) = a.value.as_deref() {
                    self.visit_expr(v);
                }
                self.bind_target(&a.target, a.value.as_deref());
            }
            _ => visitor::walk_stmt(self, stmt),
        }
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        self.depth += 1;
        self.max_depth = self.max_depth.max(self.depth);
        if self.depth.is_multiple_of(16) {
            // Deep trees: make sure the next 16 levels (and more) have stack.
            stacker::maybe_grow(256 * 1024, 4 * 1024 * 1024, || self.visit_expr_inner(expr));
        } else {
            self.visit_expr_inner(expr);
        }
        self.depth -= 1;
    }
}

/// `True` for an integer literal (a CUDA ordinal in `device_map=0`).
pub fn is_int_literal(expr: &Expr) -> bool {
    matches!(expr, Expr::NumberLiteral(n) if matches!(n.value, Number::Int(_)))
}
