/// An owner of subscriptions that can remove one of them, by its key, under its own lock.
///
/// Subjects adopt it so that the disposable they hand to a subscriber (`SubscriptionDisposable`)
/// can take that subscriber out of the subject again without knowing the subject's concrete type.
// region: SynchronizedUnsubscribeType
protocol SynchronizedUnsubscribeType: AnyObject {
    /// What identifies one subscription inside the owner.
    associatedtype DisposeKey

    /// Removes the subscription under `disposeKey`. Safe to call from any thread, and more than
    /// once.
    func synchronizedUnsubscribe(_ disposeKey: DisposeKey)
}
// endregion: SynchronizedUnsubscribeType
