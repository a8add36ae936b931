from torch_pjrt_cli import main

main()
