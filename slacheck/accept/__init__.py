"""Accept: acceptance-test logs (nccl-tests, nvidia-smi) judged against the contract."""
