#!/usr/bin/env python3
"""How much of RxSwift 6.5.0's public API the library declares, counted from the two source trees.

    python3 Probes/api-coverage.py /path/to/RxSwift-6.5.0

Counts the names of public functions (and static functions) in RxSwift's `RxSwift/Observables/`
folder, the operators, and the names of public types in `RxSwift/` outside `Traits/`; then the
same for the traits, RxRelay and RxCocoa's platform-neutral half; and says which of them no file
of `Sources/RxReading/` declares. A name counts once however many overloads
it has; a name the library declares counts as present whatever its overloads (RxSwift's own test
files, run against the library, check those). The README's scope line quotes this count.
"""
import glob
import os
import re
import sys

if len(sys.argv) != 2 or not os.path.isdir(os.path.join(sys.argv[1], "RxSwift", "Observables")):
    sys.exit("usage: python3 Probes/api-coverage.py /path/to/RxSwift-6.5.0  (a checkout with RxSwift/Observables)")
rxswift = sys.argv[1]
library = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "RxReading")

FUNCTION = re.compile(r"public\s+(?:static\s+)?func\s+`?([A-Za-z_][A-Za-z0-9_]*)`?")
TYPE = re.compile(r"public\s+(?:final\s+)?(?:class|struct|enum|protocol)\s+([A-Za-z_][A-Za-z0-9_]*)")


def names(files, pattern):
    found = set()
    for path in files:
        with open(path, encoding="utf-8") as file:
            found.update(match.group(1) for match in pattern.finditer(file.read()))
    return found


rx_files = glob.glob(os.path.join(rxswift, "RxSwift", "**", "*.swift"), recursive=True)
operator_files = [f for f in rx_files if f"{os.sep}Observables{os.sep}" in f]
type_files = [f for f in rx_files if f"{os.sep}Traits{os.sep}" not in f]
library_files = glob.glob(os.path.join(library, "**", "*.swift"), recursive=True)

operators = names(operator_files, FUNCTION)
have_operators = operators & names(library_files, FUNCTION)
types = names(type_files, TYPE)
have_types = types & names(library_files, TYPE)
print(f"operators (public function names in RxSwift/Observables/): {len(have_operators)} of {len(operators)}")
print(f"  missing: {', '.join(sorted(operators - have_operators)) or 'none'}")
print(f"public types of RxSwift/ outside Traits/: {len(have_types)} of {len(types)}")
print(f"  missing: {', '.join(sorted(types - have_types)) or 'none'}")

# The traits, RxRelay, and RxCocoa's platform-neutral half (its Traits/ folder and the bind family
# in Common/), which the library folds into the one module.
library_functions = names(library_files, FUNCTION)
library_types = names(library_files, TYPE)
for title, folders in [
    ("RxSwift/Traits/ (Single, Maybe, Completable, Infallible)", ["RxSwift/Traits"]),
    ("RxRelay/", ["RxRelay"]),
    ("RxCocoa/Traits/ and RxCocoa/Common/*Bind*", ["RxCocoa/Traits", "RxCocoa/Common/Observable+Bind.swift",
                                                    "RxCocoa/Common/Infallible+Bind.swift"]),
]:
    files = []
    for folder in folders:
        path = os.path.join(rxswift, folder)
        files += [path] if path.endswith(".swift") else glob.glob(os.path.join(path, "**", "*.swift"), recursive=True)
    functions = names(files, FUNCTION)
    kinds = names(files, TYPE)
    print(f"{title}: function names {len(functions & library_functions)} of {len(functions)}, "
          f"types {len(kinds & library_types)} of {len(kinds)}")
    missing = sorted((functions - library_functions) | (kinds - library_types))
    print(f"  missing: {', '.join(missing) or 'none'}")
