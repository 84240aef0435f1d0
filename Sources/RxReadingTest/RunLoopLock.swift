import CoreFoundation
import Foundation

// region: RunLoopModes
// Only RunLoopLock uses these, so they arrive with it in chapter 05.
#if CH05
// Computed, not stored: Swift 6 refuses a stored global of a CoreFoundation type it cannot
// prove Sendable, and reading the constant each time costs nothing.
#if os(Linux)
private var defaultMode: CFString { kCFRunLoopDefaultMode }
private var defaultModeForBlocks: CFTypeRef { kCFRunLoopDefaultMode }
#else
private var defaultMode: CFRunLoopMode { .defaultMode }
private var defaultModeForBlocks: CFTypeRef { CFRunLoopMode.defaultMode.rawValue }
#endif
#endif
// endregion: RunLoopModes

/// Holds the calling thread in its run loop until `stop()` is called from anywhere, or until a
/// timeout passes: how `toBlocking()` waits without deadlocking work that needs this thread.
///
/// A plain semaphore would block the thread outright. On the main thread that is fatal for a
/// source that delivers on `DispatchQueue.main`: on Linux, main-queue work runs only while the
/// main run loop spins. Spinning the run loop instead lets that work (and timers, and anything
/// else the thread serves) run while we wait. The subscription itself is sent to the run loop
/// with `dispatch(_:)`, so a source that finishes synchronously stops a loop that is already
/// running, never one that has not started.
///
/// `dispatch` and `run` belong to the thread that created the lock; `stop` is safe from any
/// thread, any number of times.
// region: RunLoopLock
// Blocking waits need an Observable to wait for: chapter 05 adds them, with RxError.
#if CH05
// Sendable, unchecked: `lock` guards the three flags; `stop()` is the one method other threads
// call, and it is safe from any of them (`dispatch` and `run` stay on the creating thread).
final class RunLoopLock: @unchecked Sendable {
    private let runLoop: CFRunLoop
    private let timeout: TimeInterval?

    private let lock = NSLock()
    private var isStopped = false
    private var isRunning = false
    private var didRun = false

    init(timeout: TimeInterval?) {
        self.timeout = timeout
        runLoop = CFRunLoopGetCurrent()
    }

    /// Runs `action` on this run loop as soon as `run()` spins it.
    func dispatch(_ action: @escaping () -> Void) {
        CFRunLoopPerformBlock(runLoop, defaultModeForBlocks) {
            #if CH09
            // A run-loop block is outside any trampoline. Becoming one makes whatever the
            // subscription schedules on the current thread run inside this block, before the
            // run loop goes back to sleep.
            if CurrentThreadScheduler.isScheduleRequired {
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    action()
                    return Disposables.create()
                }
                return
            }
            #endif
            action()
        }
        CFRunLoopWakeUp(runLoop)
    }

    /// Makes `run()` return. The first call counts; later ones do nothing.
    func stop() {
        let isFirst = lock.withLock { () -> Bool in
            defer { isStopped = true }
            return !isStopped
        }
        guard isFirst else {
            return
        }
        let runLoop = self.runLoop
        CFRunLoopPerformBlock(runLoop, defaultModeForBlocks) { [weak self] in
            // After a timeout `run()` has already returned: a late stop must not end some
            // other wait on this run loop (an XCTest expectation, say).
            guard let self, self.lock.withLock({ self.isRunning }) else {
                return
            }
            CFRunLoopStop(runLoop)
        }
        CFRunLoopWakeUp(runLoop)
    }

    /// Spins the current run loop until `stop()` is called.
    ///
    /// - Throws: `RxError.timeout` if the timeout passes first.
    func run() throws {
        let alreadyRan = lock.withLock { () -> Bool in
            defer { didRun = true; isRunning = true }
            return didRun
        }
        if alreadyRan {
            rxFatalErrorInTests("RunLoopLock.run() was called twice; each blocking operation makes its own lock")
        }

        // A run loop with nothing to wait for returns at once, and this loop would spin the
        // CPU (a background thread's run loop usually has nothing). A timer that never fires
        // gives it something, so the thread sleeps until a block or a source wakes it.
        let keepAlive = Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }
        RunLoop.current.add(keepAlive, forMode: .default)
        defer {
            keepAlive.invalidate()
            lock.withLock { isRunning = false }
        }

        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        while !lock.withLock({ isStopped }) {
            var seconds: CFTimeInterval = 1.0e10
            if let deadline {
                seconds = deadline.timeIntervalSinceNow
                if seconds <= 0 {
                    throw RxError.timeout
                }
            }
            // Returns when stopped, when the slice times out, or when someone else stops the
            // run loop; the loop condition tells which.
            _ = CFRunLoopRunInMode(defaultMode, seconds, false)
        }
    }
}
#endif
// endregion: RunLoopLock
