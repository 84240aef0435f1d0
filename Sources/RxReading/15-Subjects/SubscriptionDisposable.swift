/// The disposable a subject returns from `subscribe`: disposing it removes that one subscriber
/// from the subject.
///
/// It holds the subject weakly. A subscription must not keep its subject alive: when nothing
/// else refers to the subject, nothing can send it events any more, so there is nothing left to
/// unsubscribe from.
// region: SubscriptionDisposable
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    private let key: Owner.DisposeKey
    private weak var owner: Owner?

    init(owner: Owner, key: Owner.DisposeKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        owner?.synchronizedUnsubscribe(key)
    }
}
// endregion: SubscriptionDisposable
