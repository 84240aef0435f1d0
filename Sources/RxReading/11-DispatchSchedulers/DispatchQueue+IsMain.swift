import Dispatch

/// Tells whether the calling code runs on the main *queue*, which is not quite the same as the
/// main thread: a block that the main thread runs through `DispatchQueue.sync` on another queue
/// is on the main thread but not on the main queue.
///
/// The main queue carries a queue-specific marker; `DispatchQueue.getSpecific` reads the
/// marker of the queue the caller is running on (the main thread outside any block counts as
/// the main queue), so only code on the main queue finds it.
// region: DispatchQueueIsMain
extension DispatchQueue {
    private static let mainQueueMarker: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    /// Whether the caller is running on the main queue.
    static var isMain: Bool {
        DispatchQueue.getSpecific(key: mainQueueMarker) != nil
    }
}
// endregion: DispatchQueueIsMain
