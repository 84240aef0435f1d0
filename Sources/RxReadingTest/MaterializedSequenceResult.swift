// region: MaterializedSequenceResult
// Blocking waits need an Observable to wait for: chapter 05 adds them, with RxError.
#if CH05
/// How a sequence waited on by `BlockingObservable.materialize()` ended, with the elements it
/// produced: completed, or failed with an error (a timeout counts as failing with
/// `RxError.timeout`).
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after producing `elements`.
    case completed(elements: [T])
    /// The sequence produced `elements`, then ended with `error` (or timed out).
    case failed(elements: [T], error: Error)
}
#endif
// endregion: MaterializedSequenceResult
