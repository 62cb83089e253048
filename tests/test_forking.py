"""The fork-and-collect helper's bookkeeping of children that answered and are still exiting."""

import os
import signal
import sys

import pytest

from slacheck import forking

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="fork() is POSIX only")


@pytest.fixture
def alarm():
    """Fail a test that would block (rather than hang the suite): SIGALRM after 20 s."""
    def expired(signum, frame):
        raise AssertionError("reap_answered waited for a child still running")

    before = signal.signal(signal.SIGALRM, expired)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, before)


def held_child():
    """A child that runs until the returned write end is closed."""
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(write_fd)
        os.read(read_fd, 1)
        os._exit(0)
    os.close(read_fd)
    return pid, write_fd


@pytest.mark.skipif(sys.platform != "linux", reason="the readers fork on Linux")
def test_a_child_still_running_is_kept_for_later_and_reaped_once_it_ends(alarm, monkeypatch):
    monkeypatch.setattr(forking, "_ANSWERED", [])
    running, release = held_child()
    finished = os.fork()
    if finished == 0:
        os._exit(0)
    os.waitid(os.P_PID, finished, os.WEXITED | os.WNOWAIT)  # ended, not yet reaped
    forking._ANSWERED.extend([running, finished])

    forking.reap_answered()  # must not wait for the running one
    assert forking._ANSWERED == [running]
    with pytest.raises(ChildProcessError):
        os.waitpid(finished, os.WNOHANG)  # the ended one was reaped

    os.close(release)
    os.waitid(os.P_PID, running, os.WEXITED | os.WNOWAIT)
    forking.reap_answered()
    assert forking._ANSWERED == []
    with pytest.raises(ChildProcessError):
        os.waitpid(running, os.WNOHANG)
