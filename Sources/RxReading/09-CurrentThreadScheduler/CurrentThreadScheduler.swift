#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the current thread, but never inside other work: an action scheduled while
/// another is running waits in a per-thread queue until the running one returns. This is the
/// "trampoline".
///
/// The first `schedule` on a thread finds no trampoline running (`isScheduleRequired`), becomes
/// it, runs its action at once, and then drains the queue that the action (and the actions it
/// ran) filled. Every later `schedule` on that thread only enqueues. That keeps the stack flat
/// for recursive work (chapter 08's `scheduleRecursive` runs a 100,000-step loop one step after
/// another at the same stack depth, instead of 100,000 calls nested inside each other) and
/// gives a deterministic order: the `[1, 2, 3, 4, 5]` of chapter 09.
///
/// RxSwift keeps two per-thread values: a POSIX thread-local flag that says a trampoline is
/// running, and the queue in Foundation's per-thread dictionary, where the first action that has
/// to wait during a trampoline run stores a new box (a dictionary entry and a box, once per run
/// that queues anything). RxReading keeps one POSIX thread-local slot that holds either nothing
/// (no trampoline running), a sentinel (running, queue not needed yet) or the queue itself: one
/// lookup where RxSwift makes two, and no Foundation dictionary. In both, a trampoline run that
/// queues nothing allocates nothing.
///
/// `schedule` is safe to call from any thread; each thread has its own trampoline.
// region: CurrentThreadScheduler
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    @usableFromInline
    typealias ScheduleQueue = QueueBox

    /// The one instance; all of its state is per thread.
    public static let instance = CurrentThreadScheduler()

    /// A class so the thread-local slot can hold the queue by reference and mutate it in place.
    @usableFromInline
    final class QueueBox {
        // Only its own thread touches it, one call at a time, so the run-time exclusivity
        // check is off.
        @usableFromInline @exclusivity(unchecked)
        var queue = Queue<ScheduledItemBase>(capacity: 1)

        @usableFromInline
        init() {}
    }

    @usableFromInline
    static let trampolineKey: pthread_key_t = {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else {
            rxFatalError("CurrentThreadScheduler could not create its thread-local key (pthread_key_create failed)")
        }
        return key
    }()

    // Stored in the slot while a trampoline runs and has no queue yet. Never dereferenced.
    @usableFromInline
    static let runningWithoutQueue = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    /// Whether no trampoline is running on the current thread, so the next `schedule` must run
    /// its action at once and become the trampoline.
    public static var isScheduleRequired: Bool {
        pthread_getspecific(trampolineKey) == nil
    }

    /// Marks the current thread as running a trampoline that has no queue yet.
    @usableFromInline
    static func beginTrampoline() {
        if pthread_setspecific(trampolineKey, runningWithoutQueue) != 0 {
            rxFatalError("CurrentThreadScheduler could not write its thread-local slot (pthread_setspecific failed)")
        }
    }

    /// The current thread's queue of waiting work, if the running trampoline has made one.
    @usableFromInline
    static var queue: ScheduleQueue? {
        guard let value = pthread_getspecific(trampolineKey), value != runningWithoutQueue else {
            return nil
        }
        return Unmanaged<QueueBox>.fromOpaque(value).takeUnretainedValue()
    }

    /// Adds `item` to the running trampoline's queue, making the queue on first use.
    @usableFromInline
    static func enqueue(_ item: ScheduledItemBase) {
        let value = pthread_getspecific(trampolineKey)
        if let value, value != runningWithoutQueue {
            // The slot owns the box; borrowing it avoids a retain and release per action.
            Unmanaged<QueueBox>.fromOpaque(value)._withUnsafeGuaranteedRef { box in
                box.queue.enqueue(item)
            }
            return
        }
        let box = QueueBox()
        box.queue.enqueue(item)
        // The slot owns one retain of the box until the trampoline ends.
        if pthread_setspecific(trampolineKey, Unmanaged.passRetained(box).toOpaque()) != 0 {
            rxFatalError("CurrentThreadScheduler could not write its thread-local slot (pthread_setspecific failed)")
        }
    }

    /// Marks the current thread as running no trampoline, releasing its queue if it had one.
    @usableFromInline
    static func endTrampoline() {
        if let value = pthread_getspecific(trampolineKey), value != runningWithoutQueue {
            Unmanaged<QueueBox>.fromOpaque(value).release()
        }
        if pthread_setspecific(trampolineKey, nil) != 0 {
            rxFatalError("CurrentThreadScheduler could not write its thread-local slot (pthread_setspecific failed)")
        }
    }

    /// Runs `action` now if no trampoline is running on this thread, or queues it to run after
    /// the running action returns.
    ///
    /// - Returns: the action's disposable if it ran now; otherwise the queued item, which
    ///   cancels it if disposed before its turn.
    @inlinable
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if CurrentThreadScheduler.isScheduleRequired {
            CurrentThreadScheduler.beginTrampoline()

            let disposable = action(state)

            defer {
                CurrentThreadScheduler.endTrampoline()
            }

            guard let queue = CurrentThreadScheduler.queue else {
                return disposable
            }

            // Drain what the action queued, and what that queued in turn, in order.
            while let latest = queue.queue.dequeue() {
                if latest.isDisposed {
                    continue
                }
                latest.invoke()
            }

            return disposable
        }

        let scheduledItem = ScheduledItem(action: action, state: state)
        CurrentThreadScheduler.enqueue(scheduledItem)
        return scheduledItem
    }
}
// endregion: CurrentThreadScheduler
