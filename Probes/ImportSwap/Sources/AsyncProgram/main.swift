// A program written the way an RxSwift 6.5 user writes one, awaiting traits: `try await` on a
// `Single`'s, a `Maybe`'s and a `Completable`'s `value`, and `for await` over an `Infallible`'s
// `values` (chapter 25). RxSwift 6.5.0 fences these bridges off Linux (`!os(Linux)` in its two
// `+Concurrency.swift` trait files); `run-against-rxswift.sh` lifts that fence, and nothing else,
// to build this file against it, as the book's runs of RxSwift's own concurrency tests did.
import Foundation
import RxReading

enum LoadError: Error, CustomStringConvertible {
    case offline
    var description: String { "offline" }
}

func load(_ id: Int) -> Single<String> {
    Single.create { single in
        print("loading \(id)")
        if id < 0 {
            single(.failure(LoadError.offline))
        } else {
            single(.success("item \(id)"))
        }
        return Disposables.create { print("load \(id) disposed") }
    }
}

let item = try await load(1).map { $0.uppercased() }.value
print("awaited: \(item)")

do {
    _ = try await load(-1).value
    print("no error?")
} catch {
    print("awaited error: \(error)")
}

let cached: String? = try await Maybe<String>.empty().value
print("an empty Maybe awaits: \(String(describing: cached))")
let found: String? = try await Maybe.just("token").value
print("a Maybe with an element awaits: \(String(describing: found))")

try await Completable.empty().value
print("a Completable awaited to its end")
do {
    try await Completable.error(LoadError.offline).value
} catch {
    print("a failing Completable throws: \(error)")
}

var received: [Int] = []
for await number in Observable.of(1, 2, 3).asInfallible(onErrorJustReturn: 0).values {
    received.append(number)
}
print("Infallible values: \(received)")

var recovered: [Int] = []
for await number in Observable<Int>.error(LoadError.offline).startWith(7).asInfallible(onErrorJustReturn: -1).values {
    recovered.append(number)
}
print("Infallible values after an error turned into -1: \(recovered)")
