import Foundation

// region: BlockingObservable
// Blocking waits need an Observable to wait for: chapter 05 adds them, with RxError.
#if CH05
/// An observable seen through blocking operators (`toArray()`, `first()`, `last()`,
/// `single()`, `materialize()`) that hold the calling thread until the sequence answers: for
/// tests and demos, never for app code.
///
/// Waiting spins the caller's run loop (see `RunLoopLock`), so a sequence that delivers on the
/// thread that waits, the main thread included, still gets through. RxSwift 6.5 ships it in a
/// module of its own, RxBlocking; here it is part of RxReadingTest.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}
#endif
// endregion: BlockingObservable
