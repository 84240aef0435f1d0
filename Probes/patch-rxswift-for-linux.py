#!/usr/bin/env python3
"""Patches a scratch copy of RxSwift so that Swift 6.3 builds it on Linux, and says what it did.

    Probes/patch-rxswift-for-linux.py PLATFORM_FOLDER [PLATFORM_FOLDER ...]

Each PLATFORM_FOLDER is a copy of RxSwift's `Platform/` folder (RxSwift's own, or RxBlocking's).
On Linux, Swift 6.3 cannot subclass Foundation's lock classes, so two of RxSwift's classes that do
become classes holding a lock instead of being one (Appendix A says why this keeps what they do):

- `AtomicInt: NSLock` (RxSwift 6.5.0's shape, and its main branch's, which adds
  `@unchecked Sendable` and drops `public` from `init`) holds a pthread mutex;
- `RecursiveLock: NSRecursiveLock`, compiled only under TRACE_RESOURCES, holds an
  `NSRecursiveLock` and counts itself and its holds in `Resources.total` as before.

A file in neither shape is left alone, and said so; a file that subclasses a lock class in a shape
this script does not know stops it (exit 1), so nothing is built from a half-patched copy. Used by
Probes/ImportSwap, Probes/Deadlocks and Examples' run-against-rxswift.sh; never touches this
repository, only the scratch copies it is given.
"""
import pathlib
import re
import sys

ATOMIC = re.compile(
    r"final class AtomicInt: NSLock(?P<sendable>, @unchecked Sendable)? \{\n"
    r"    fileprivate var value: Int32\n"
    r"    (?:public )?init\(_ value: Int32 = 0\) \{\n"
    r"        self\.value = value\n"
    r"    \}\n"
    r"\}")

RECURSIVE_OLD = """    class RecursiveLock: NSRecursiveLock {
        override init() {
            _ = Resources.incrementTotal()
            super.init()
        }

        override func lock() {
            super.lock()
            _ = Resources.incrementTotal()
        }

        override func unlock() {
            super.unlock()
            _ = Resources.decrementTotal()
        }
"""
RECURSIVE_NEW = """    final class RecursiveLock {
        private let lock_ = NSRecursiveLock()

        init() {
            _ = Resources.incrementTotal()
        }

        func lock() {
            lock_.lock()
            _ = Resources.incrementTotal()
        }

        func unlock() {
            lock_.unlock()
            _ = Resources.decrementTotal()
        }
"""


def patch_atomic(path: pathlib.Path) -> str:
    text = path.read_text()
    match = ATOMIC.search(text)
    if not match:
        if re.search(r"class AtomicInt\s*:\s*NSLock", text):
            sys.exit(f"{path}: AtomicInt subclasses NSLock in a shape this script does not know; patch it by hand")
        return f"{path.name}: not needed (AtomicInt does not subclass NSLock here)"
    sendable = ": @unchecked Sendable" if match.group("sendable") else ""
    new = ("final class AtomicInt" + sendable + " {\n"
           "    fileprivate var value: Int32\n"
           "    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)\n"
           "    init(_ value: Int32 = 0) {\n"
           "        self.value = value\n"
           "        pthread_mutex_init(mutex, nil)\n"
           "    }\n"
           "    deinit {\n"
           "        pthread_mutex_destroy(mutex)\n"
           "        mutex.deallocate()\n"
           "    }\n"
           "    func lock() { pthread_mutex_lock(mutex) }\n"
           "    func unlock() { pthread_mutex_unlock(mutex) }\n"
           "}")
    path.write_text(text[:match.start()] + new + text[match.end():])
    shape = "main's shape, with @unchecked Sendable" if sendable else "6.5.0's shape"
    return f"{path.name}: applied (AtomicInt was an NSLock subclass, {shape})"


def patch_recursive(path: pathlib.Path) -> str:
    if not path.exists():
        return f"{path.name}: not present"
    text = path.read_text()
    if RECURSIVE_OLD in text:
        path.write_text(text.replace(RECURSIVE_OLD, RECURSIVE_NEW))
        return f"{path.name}: applied (RecursiveLock was an NSRecursiveLock subclass under TRACE_RESOURCES)"
    if re.search(r"class RecursiveLock\s*:\s*NSRecursiveLock", text):
        sys.exit(f"{path}: RecursiveLock subclasses NSRecursiveLock in a shape this script does not know; patch it by hand")
    return f"{path.name}: not needed"


def main(folders: list[str]) -> int:
    if not folders:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    for folder in map(pathlib.Path, folders):
        atomic = folder / "AtomicInt.swift"
        if not atomic.exists():
            sys.exit(f"{folder}: no AtomicInt.swift; give a copy of RxSwift's Platform/ folder")
        print(f"{folder}: {patch_atomic(atomic)}; {patch_recursive(folder / 'RecursiveLock.swift')}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
