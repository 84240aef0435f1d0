/// The observers a subject keeps, one per subscription, and the way an event reaches all of them.
///
/// A subject stores each observer type-erased, as an `AnyObserver`, so one bag type serves
/// observers of every concrete type. (RxSwift's bag stores each observer's `on` function; chapter
/// 15's `PublishSubject` says why ours holds the `AnyObserver` that carries it.) The subject copies
/// the bag while it holds its lock and dispatches the copy after releasing it: an observer that
/// subscribes, unsubscribes or sends another event from inside its handler then cannot deadlock
/// the subject or change the collection being walked.
// region: BagDispatch
/// Sends `event` to every observer in `bag`, in the bag's order: the inline slot first, then the
/// array, then the dictionary of a very large bag.
@inlinable @inline(__always)
func dispatch<Element>(_ bag: Bag<AnyObserver<Element>>, _ event: Event<Element>) {
    bag.forEach { observer in
        observer.on(event)
    }
}
// endregion: BagDispatch
