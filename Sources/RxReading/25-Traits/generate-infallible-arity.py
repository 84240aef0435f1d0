#!/usr/bin/env python3
"""Writes Infallible+CombineLatest+arity.swift and Infallible+Zip+arity.swift beside this script:
`Infallible`'s `combineLatest` and `zip` for 2 to 8 sources, each in RxSwift 6.5's plain spelling
(`@available(swift, obsoleted: 6)`) and its Swift 6 twin with a `@Sendable` selector. Both build
chapter 19's producers over the sources' observables; nothing about combining is generated here.

RxSwift 6.5 has only the forms with a result selector for `Infallible` (no tuple forms), its
`combineLatest` takes any `InfallibleType` sources and lives on `Infallible`, its `zip` takes
`Infallible<E>` sources and lives on `InfallibleType`; all of that is kept.

Run it from anywhere after changing it: python3 Sources/RxReading/25-Traits/generate-infallible-arity.py
"""
import os
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
ARITIES = range(2, 9)


def joined(fmt, n, sep=", "):
    return sep.join(fmt.format(i=i) for i in range(1, n + 1))


def combine_latest(n, sendable):
    generics = joined("I{i}: InfallibleType", n)
    params = joined("_ source{i}: I{i}", n)
    elements = joined("I{i}.Element", n)
    sources = joined("source{i}.asObservable()", n)
    return declaration("combineLatest", "CombineLatest", n, generics, params, elements, sources, sendable)


def zip(n, sendable):
    generics = joined("E{i}", n)
    params = joined("_ source{i}: Infallible<E{i}>", n)
    elements = joined("E{i}", n)
    sources = joined("source{i}.asObservable()", n)
    return declaration("zip", "Zip", n, generics, params, elements, sources, sendable)


NUMBERS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]


def wrap(text, first, rest):
    """`text` wrapped to 100 columns, never between "RxSwift" and its version."""
    kept = text.replace("RxSwift 6.5", "RxSwift\u00a06.5")
    return [line.replace("\u00a0", " ") for line in
            textwrap.wrap(kept, 100, initial_indent=first, subsequent_indent=rest)]


def doc(kind, n, sendable):
    """The doc comment of one declaration: what it does, the Swift 6 note for the `@Sendable`
    twin, how it differs from RxSwift 6.5, then each parameter and the result."""
    count = NUMBERS[n]
    if kind == "combineLatest":
        summary = (f"Combines the latest elements of {count} infallible sequences with "
                   "`resultSelector`: once each has sent one, every element from any of them sends "
                   "the selector's result for the latest of all; completes once all have completed.")
        selector = ("  - resultSelector: Called with the latest element of each source, in the "
                    "sources' order.")
        returns = "- Returns: An `Infallible` of the selector's results."
    else:
        summary = (f"Zips {count} infallible sequences with `resultSelector`, by position: the first "
                   "element of each, then the second of each, and so on; completes once all have "
                   "completed. A source that runs ahead has its elements queued, without bound.")
        selector = ("  - resultSelector: Called with one element of each source, the n-th of each, "
                    "in the sources' order.")
        returns = "- Returns: An `Infallible` of the selector's results, one per complete set."
    selector += (" It may throw (RxSwift 6.5's type), and what it throws ends the result with that "
                 "error despite its type.")
    paragraphs = [summary]
    if sendable:
        paragraphs.append("For Swift 6 callers: the sources may send on other threads, so the "
                          "selector must be `@Sendable`. RxSwift 6.5 has only the plain closure.")
    paragraphs.append("The selector runs, and each result is sent, after the operator's lock is "
                      "released; RxSwift 6.5 does both while holding it (chapter 19).")
    bullets = (["- Parameters:"]
               + [f"  - source{i}: The {ORDINALS[i - 1]} sequence." for i in range(1, n + 1)]
               + [selector, returns])
    lines = []
    for paragraph in paragraphs:
        if lines:
            lines.append("    ///")
        lines += wrap(paragraph, "    /// ", "    /// ")
    lines.append("    ///")
    for bullet in bullets:
        indent = bullet[:len(bullet) - len(bullet.lstrip())] + "  "
        lines += wrap(bullet, "    /// ", "    /// " + indent)
    return "\n".join(lines) + "\n"


def declaration(kind, producer, n, generics, params, elements, sources, sendable):
    if sendable:
        availability = "@available(swift, introduced: 6)"
        closure = "@escaping @Sendable"
    else:
        availability = "@available(swift, obsoleted: 6)"
        closure = "@escaping"
    return (f"{doc(kind, n, sendable)}"
            f"    {availability}\n"
            f"    public static func {kind}<{generics}>\n"
            f"        ({params}, resultSelector: {closure} ({elements}) throws -> Element)\n"
            f"        -> Infallible<Element> {{\n"
            f"        Infallible({producer}{n}(sources: ({sources}), resultSelector: resultSelector))\n"
            f"    }}\n")


def write(kind, filename, extended, make):
    region = "Infallible" + kind[0].upper() + kind[1:]
    text = f"// {filename}: generated by generate-infallible-arity.py in this folder; edit the script, not this file.\n\n"
    for n in ARITIES:
        if n == 2:
            text += f"// region: {region}2\n"
        if n == 3:
            text += f"// region: {region}3Through8\n"
        text += f"extension {extended} {{\n{make(n, False)}\n{make(n, True)}}}\n"
        if n == 2:
            text += f"// endregion: {region}2\n\n"
        elif n < ARITIES[-1]:
            text += "\n"
    text += f"// endregion: {region}3Through8\n"
    with open(os.path.join(HERE, filename), "w") as out:
        out.write(text)


write("combineLatest", "Infallible+CombineLatest+arity.swift", "Infallible", combine_latest)
write("zip", "Infallible+Zip+arity.swift", "InfallibleType", zip)
