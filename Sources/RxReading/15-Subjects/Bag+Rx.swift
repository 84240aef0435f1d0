/// The event handlers a subject keeps, one per subscribed observer, and the way an event reaches
/// all of them.
///
/// A subject stores each observer's `on` function rather than the observer itself, so one bag
/// type serves observers of every concrete type. The subject copies the bag while it holds its
/// lock and dispatches the copy after releasing it: an observer that subscribes, unsubscribes or
/// sends another event from inside its handler then cannot deadlock the subject or change the
/// collection being walked.
// region: BagDispatch
extension AnyObserver {
    /// RxSwift's name for a bag of event handlers, the storage of every subject.
    @usableFromInline
    typealias s = Bag<(Event<Element>) -> Void>
}

/// Sends `event` to every handler in `bag`, in the bag's order: the inline slot first, then the
/// array, then the dictionary of a very large bag.
@inlinable @inline(__always)
func dispatch<Element>(_ bag: Bag<(Event<Element>) -> Void>, _ event: Event<Element>) {
    bag.forEach { handler in
        handler(event)
    }
}

/// Sends `event` to every observer in `bag`, in the bag's order (`PublishSubject`'s bag holds
/// the observers themselves rather than their `on` functions).
@inlinable @inline(__always)
func dispatch<Element>(_ bag: Bag<AnyObserver<Element>>, _ event: Event<Element>) {
    bag.forEach { observer in
        observer.on(event)
    }
}
// endregion: BagDispatch
