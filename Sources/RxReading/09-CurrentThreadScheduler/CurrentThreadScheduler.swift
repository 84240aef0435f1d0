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
// Sendable: it has no stored state; its trampoline lives in a per-thread slot.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    @usableFromInline
    typealias ScheduleQueue = QueueBox

    /// The one instance; all of its state is per thread.
    public static let instance = CurrentThreadScheduler()

    // region: QueueBox
    /// The queue of the running trampoline: first in, first out. A class so the thread-local
    /// slot can hold it by reference and it can change in place.
    ///
    /// RxSwift keeps this queue in its generic ring buffer (`Queue`, in this chapter too), which
    /// grows by doubling and halves itself as it drains. A trampoline's queue is emptied on every
    /// run and thrown away at its end, so this one is simpler: an array of unretained references
    /// that only appends, and a read position. The references are `Unmanaged` (the box owns one
    /// retain of each waiting item), so growing or compacting the array copies plain pointers,
    /// with no optional or reference counting to walk through element by element. Once the read
    /// position reaches the end, the array is emptied and keeps its room; a long run that keeps
    /// queueing (chapter 08's 100,000-step recursion) drops the part already read once it is
    /// more than half the array, so the memory stays bounded by what is waiting.
    @usableFromInline
    final class QueueBox {
        // Only its own thread touches it, one call at a time, so the run-time exclusivity
        // check is off.
        @usableFromInline @exclusivity(unchecked)
        var items: ContiguousArray<Unmanaged<ScheduledItemBase>> = []
        @usableFromInline @exclusivity(unchecked)
        var next = 0

        @usableFromInline
        init() {}

        /// Adds `item` at the back, keeping it alive until it is dequeued.
        @inlinable
        func enqueue(_ item: __owned ScheduledItemBase) {
            items.append(Unmanaged.passRetained(item))
        }

        /// Removes and returns the oldest item, or nil when none waits.
        @usableFromInline
        func dequeue() -> ScheduledItemBase? {
            guard next < items.count else {
                if next > 0 {
                    items.removeAll(keepingCapacity: true)
                    next = 0
                }
                return nil
            }
            let item = items[next].takeRetainedValue()
            next += 1
            if next >= 1024 && next * 2 >= items.count {
                items.removeFirst(next)
                next = 0
            }
            return item
        }

        deinit {
            // A trampoline drains its queue before it ends; release whatever a crash in an
            // action's caller could have left.
            while next < items.count {
                items[next].release()
                next += 1
            }
        }
    }
    // endregion: QueueBox

    // region: threadLocalSlot
    @usableFromInline
    static let trampolineKey: pthread_key_t = {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else {
            rxFatalError("CurrentThreadScheduler could not create its thread-local key (pthread_key_create failed)")
        }
        return key
    }()

    // Stored in the slot while a trampoline runs and has no queue yet. Never dereferenced: the
    // address 1, which no object can have (objects are aligned to 16 bytes). A constant, so
    // reading it costs no lazy-global check, where a stored `static let` costs one per use.
    @usableFromInline
    static var runningWithoutQueue: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: 1).unsafelyUnwrapped
    }

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
                box.enqueue(item)
            }
            return
        }
        let box = QueueBox()
        box.enqueue(item)
        // The slot owns one retain of the box until the trampoline ends.
        if pthread_setspecific(trampolineKey, Unmanaged.passRetained(box).toOpaque()) != 0 {
            rxFatalError("CurrentThreadScheduler could not write its thread-local slot (pthread_setspecific failed)")
        }
    }
    // endregion: threadLocalSlot

    /// Runs `action` now if no trampoline is running on this thread, or queues it to run after
    /// the running action returns.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work; returns a disposable for what it starts.
    /// - Returns: the action's disposable if it ran now; otherwise the queued item, which
    ///   cancels it if disposed before its turn.
    @inlinable
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if CurrentThreadScheduler.isScheduleRequired {
            return CurrentThreadScheduler.runAsTrampoline {
                #if RXREADING_TRACE
                let traced = Trace.begin(.trampoline, "runs the first action at once", to: self, from: self)
                defer { Trace.end(traced) }
                #endif
                return action(state)
            }
        }

        #if RXREADING_TRACE
        Trace.note(.trampoline, "schedule: the trampoline is running, so the action joins its queue", to: self)
        #endif
        let scheduledItem = ScheduledItem(action: action, state: state)
        CurrentThreadScheduler.enqueue(scheduledItem)
        return scheduledItem
    }

    // region: runAsTrampoline
    /// Becomes the current thread's trampoline: runs `body` at once, then drains, in order, the
    /// work that `body` (and the work it ran) queued, and ends the trampoline. Call it only when
    /// `isScheduleRequired`.
    ///
    /// It is not generic: `schedule` and `Producer.subscribe` hand it a closure that does not
    /// escape, so entering the trampoline costs no allocation and, unlike a generic `schedule`
    /// called with the producer and its observer as the state, no look-up of type metadata.
    ///
    /// - Returns: what `body` returned.
    @usableFromInline
    static func runAsTrampoline(_ body: () -> Disposable) -> Disposable {
        #if RXREADING_TRACE
        Trace.note(.trampoline, "becomes this thread's trampoline, runs the work now", to: instance)
        #endif
        beginTrampoline()

        let disposable = body()

        // One read of the slot: a queue if `body` queued work, else the sentinel.
        if let value = pthread_getspecific(trampolineKey), value != runningWithoutQueue {
            let box = Unmanaged<QueueBox>.fromOpaque(value)
            // Drain what the action queued, and what that queued in turn, in order. The slot
            // owns the box until the end, so borrowing it costs no retain.
            box._withUnsafeGuaranteedRef { queue in
                while let latest = queue.dequeue() {
                    if latest.isDisposed {
                        continue
                    }
                    #if RXREADING_TRACE
                    let tracedItem = Trace.begin(.trampoline, "drains its queue: runs the next action", to: instance, from: instance)
                    defer { Trace.end(tracedItem) }
                    #endif
                    latest.invoke()
                }
            }
            box.release()
        }

        // The trampoline ends: the next `schedule` on this thread must start one again.
        if pthread_setspecific(trampolineKey, nil) != 0 {
            rxFatalError("CurrentThreadScheduler could not write its thread-local slot (pthread_setspecific failed)")
        }
        return disposable
    }
    // endregion: runAsTrampoline
}
// endregion: CurrentThreadScheduler
