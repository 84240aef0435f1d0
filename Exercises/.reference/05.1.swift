// Exercise 05.1 (predict): the order of subscribe's closures.
// Practises chapter 05, "Observables": subscribe(onNext:onError:onCompleted:onDisposed:), when
// onDisposed runs, and what the returned disposable still does after the sequence has ended.
//
// The checks run three subscriptions, one after the other, logging into the same list. Each
// closure logs its name ("onNext 1", "onError boom", "onCompleted", "onDisposed"); the checks
// log "subscribe returned" when `subscribe` returns and "dispose() called" just before they
// call `dispose()` on the disposable it returned:
//
//   1. Observable.of(1, 2), with all four closures; then dispose() is called.
//   2. Observable<Int>.create { observer in
//          observer.onNext(1)
//          observer.onError(ExerciseError("boom"))
//          return Disposables.create { log("create's disposable") }
//      }, with all four closures; then dispose() is called.
//   3. Observable<Int>.never(), with all four closures; then dispose() is called.
//
// Write down every logged line, in order, for the three together.
//
// Check it: swift run rxbook check 05.1     Stuck? swift run rxbook hint 05.1

// Why: `of` and `create` send their events while `subscribe` is still running, and a terminal
// event makes the closure-observer run `onDisposed` at once, so everything of the first two
// subscriptions is logged before "subscribe returned". In the second, create's disposable is
// disposed only when the create closure has returned it, after the error, because the subscription
// was already over by then; `never` ends only when `dispose()` is called. See
// Chapters/05-Observables/README.md, section "`subscribe` with a closure".
/// Every logged line, in order.
let prediction: [String] = [
    // 1. of(1, 2)
    "onNext 1",
    "onNext 2",
    "onCompleted",
    "onDisposed",
    "subscribe returned",
    "dispose() called",
    // 2. create, ending in an error
    "onNext 1",
    "onError boom",
    "onDisposed",
    "create's disposable",
    "subscribe returned",
    "dispose() called",
    // 3. never
    "subscribe returned",
    "dispose() called",
    "onDisposed",
]
