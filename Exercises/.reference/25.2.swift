// Exercise 25.2 (predict): save, and then fetch.
// Practises chapter 25, section "`andThen`: the next step, subscribed later".
//
// `note` appends its line to a log. Predict the log, line by line, for this program, where both
// `create` closures answer while they are being subscribed:
//
//     func fetch() -> Single<String> {
//         note("fetch() builds its Single")
//         return Single.create { single in
//             note("fetch's Single subscribed")
//             single(.success("profile"))
//             return Disposables.create { note("fetch's disposable") }
//         }
//     }
//     let save = Completable.create { completable in
//         note("save subscribed")
//         completable(.completed)
//         return Disposables.create { note("save's disposable") }
//     }
//     note("building")
//     let chain = save.andThen(fetch())
//     note("subscribing")
//     _ = chain.subscribe(onSuccess: { note("onSuccess \($0)") }, onDisposed: { note("onDisposed") })
//     note("subscribe returned")
//
// Write each line exactly as `note` writes it ("save subscribed", "onSuccess profile").
// Work it out from Listing 25.6, Listing 25.3, and chapter 06's SinkDisposer.
//
// Check it: swift run rxbook check 25.2     Stuck? swift run rxbook hint 25.2

//
// Why: `fetch()` is an argument, evaluated where it is written, before anything is subscribed.
// `andThen` subscribes its `Single` inside `save`'s completion, so `fetch`'s closure runs while
// `save`'s is still on the stack. The success sends `.next` (onSuccess, then onDisposed, which
// the trait's subscribe runs after the answer) and `.completed`, which disposes `fetch`'s sink:
// its disposable runs as soon as its closure returns it. `save`'s closure returns after that, and
// its `SinkDisposer`, disposed since its completion, disposes that disposable at once. Only then
// does `subscribe` return. See Chapters/25-Traits/README.md, sections "`andThen`: the next step,
// subscribed later" and "The screen that goes away".
let predictedLog: [String] = [
    "building",
    "fetch() builds its Single",
    "subscribing",
    "save subscribed",
    "fetch's Single subscribed",
    "onSuccess profile",
    "onDisposed",
    "fetch's disposable",
    "save's disposable",
    "subscribe returned",
]
