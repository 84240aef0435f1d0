// A program written the way an RxSwift 6.5 user writes one, using the traits (chapter 25, issue
// 37): a `Single.create` network call with `retry` and `catchAndReturn`, a `Completable` cache
// write `andThen` a `Maybe` read, `asSingle()` on two elements and on none, `first()`, `toArray()`,
// and an `Infallible` from `asInfallible(onErrorJustReturn:)`. Only the import says which library
// it runs on (see UserProgram's header). `Single.value` is AsyncProgram's: RxSwift 6.5.0 compiles
// it only off Linux, and that program is built against RxSwift with the fence lifted.
import Foundation
import RxReading

let bag = DisposeBag()

enum NetworkError: Error, CustomStringConvertible {
    case timedOut
    var description: String { "timedOut" }
}

// A fake client: the first two requests time out, the third answers.
var requests = 0
func fetchUser(id: Int) -> Single<String> {
    Single.create { single in
        requests += 1
        let attempt = requests
        print("request \(attempt) for user \(id)")
        if attempt < 3 {
            single(.failure(NetworkError.timedOut))
        } else {
            single(.success("user \(id)"))
        }
        return Disposables.create { print("request \(attempt) disposed") }
    }
}

fetchUser(id: 7)
    .retry(3)
    .subscribe(onSuccess: { print("success: \($0)") },
               onFailure: { print("failure: \($0)") },
               onDisposed: { print("disposed") })
    .disposed(by: bag)

requests = 0
fetchUser(id: 8)
    .retry(2)
    .catchAndReturn("guest")
    .map { $0.uppercased() }
    .subscribe(onSuccess: { print("with fallback: \($0)") })
    .disposed(by: bag)

// A cache: write, then read.
var cache: [String: String] = [:]
func write(_ key: String, _ value: String) -> Completable {
    Completable.create { completable in
        cache[key] = value
        print("wrote \(key)")
        completable(.completed)
        return Disposables.create()
    }
}
func read(_ key: String) -> Maybe<String> {
    Maybe.create { maybe in
        if let value = cache[key] {
            maybe(.success(value))
        } else {
            maybe(.completed)
        }
        return Disposables.create()
    }
}

write("token", "abc")
    .andThen(read("token"))
    .subscribe(onSuccess: { print("read back: \($0)") },
               onError: { print("read failed: \($0)") },
               onCompleted: { print("nothing cached") })
    .disposed(by: bag)
read("missing")
    .subscribe(onSuccess: { print("read: \($0)") },
               onError: { print("read failed: \($0)") },
               onCompleted: { print("nothing cached for missing") })
    .disposed(by: bag)

// A promise broken: asSingle() on two elements, and on none.
Observable.of(1, 2).asSingle()
    .subscribe(onSuccess: { print("asSingle(1, 2): \($0)") },
               onFailure: { print("asSingle(1, 2) failed: \($0)") })
    .disposed(by: bag)
Observable<Int>.empty().asSingle()
    .subscribe(onSuccess: { print("asSingle(): \($0)") },
               onFailure: { print("asSingle() failed: \($0)") })
    .disposed(by: bag)
Observable.of(5, 6).first()
    .subscribe(onSuccess: { print("first: \(String(describing: $0))") })
    .disposed(by: bag)
Observable<Int>.empty().first()
    .subscribe(onSuccess: { print("first of none: \(String(describing: $0))") })
    .disposed(by: bag)
Observable.of(1, 2, 3).toArray()
    .subscribe(onSuccess: { print("toArray: \($0)") })
    .disposed(by: bag)

// An Infallible: a failing source turned into one that cannot fail.
Observable<Int>.create { observer in
    observer.onNext(1)
    observer.onError(NetworkError.timedOut)
    return Disposables.create()
}
.asInfallible(onErrorJustReturn: 0)
.map { $0 * 10 }
.subscribe(onNext: { print("infallible: \($0)") },
           onCompleted: { print("infallible completed") })
.disposed(by: bag)

Infallible.combineLatest(Infallible.just(1), Infallible.from([2, 3])) { $0 + $1 }
    .subscribe(onNext: { print("combined: \($0)") })
    .disposed(by: bag)
