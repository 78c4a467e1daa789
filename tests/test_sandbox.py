"""Confinement set-up: which mounts become read-only, and the fallback chain."""
import subprocess

import pytest

from pyconformance import sandbox
from pyconformance.sandbox import MS_BIND, MS_RDONLY, MS_REMOUNT, SCRATCH, child_setup, confinement, read_only_targets

RO = MS_BIND | MS_REMOUNT | MS_RDONLY


def test_read_only_targets_skip_scratch_and_pseudo_filesystems_and_keep_flags():
    mounts = (
        b"proc /proc proc rw,relatime 0 0\n"
        b"devpts /dev/pts devpts rw 0 0\n"
        + f"tmpfs {SCRATCH} tmpfs rw 0 0\n".encode()
        + f"tmpfs {SCRATCH}/inner tmpfs rw 0 0\n".encode()
        + b"/dev/vda / ext4 rw,relatime 0 0\n"
        b"/dev/vdb /data\\040dir ext4 rw,nosuid,nodev,noexec,noatime 0 0\n"
        b"tmpfs /devices tmpfs rw 0 0\n"
        b"tmpfs /a tmpfs rw 0 0\ntmpfs /a tmpfs ro,nosuid 0 0\n"
    )
    assert read_only_targets(mounts) == [
        (b"/", RO | 1 << 21),
        (b"/data dir", RO | 2 | 4 | 8 | 1024),  # octal escape decoded
        (b"/devices", RO),  # only /dev and below are exempt, not every /dev* name
        (b"/a", RO | 2),  # the mount on top (listed last) decides
    ]


def test_disabled_means_no_confinement(monkeypatch):
    monkeypatch.setenv("PYCONFORM_NO_UNSHARE", "1")
    for cached in (sandbox._preexec_works, sandbox._prefix_confinement):
        monkeypatch.setattr(sandbox, cached.__name__, cached.__wrapped__)
    assert confinement() == sandbox.Confinement()


def test_refused_namespace_falls_back_to_a_prefix(monkeypatch):
    monkeypatch.setattr(sandbox, "_libc", lambda: (lambda flags: -1, lambda *args: 0))
    monkeypatch.setattr(sandbox, "_preexec_works", sandbox._preexec_works.__wrapped__)
    conf = confinement()
    assert conf.preexec is None and conf == sandbox._prefix_confinement()


@pytest.mark.skipif(not sandbox.files_confined(), reason="this machine allows no mount namespace (docs/interpreting.md, \"Isolation\")")
def test_confined_child_sees_read_only_root_and_no_network():
    conf = confinement()
    script = "touch /pyconform-probe 2>/dev/null && echo wrote; cat /proc/net/dev | wc -l"
    out = subprocess.run([*conf.prefix, "sh", "-c", script], capture_output=True, text=True,
                         preexec_fn=child_setup(conf, sandbox.limit_child)).stdout.split()
    assert out == ["3"]  # not written; only the two header lines and lo
