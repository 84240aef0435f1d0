import Dispatch
import Foundation
import XCTest
@testable import RxReading

/// Chapter 04: every disposable releases what it holds once, tolerates being disposed again and
/// from any thread, and disposes at once whatever reaches it after it has been disposed.
final class Chapter04DisposablesTests: RxReadingTestCase {
    // MARK: Disposables.create

    /// `Disposables.create()` returns the shared `NopDisposable`, a struct with no fields:
    /// disposing it (even twice) does nothing, and holding it adds no tracked object.
    func testCreateWithNoArgumentsIsANoOp() {
        #if TRACE_RESOURCES
        let before = Resources.total
        #endif
        let disposable = Disposables.create()
        #if TRACE_RESOURCES
        XCTAssertEqual(Resources.total, before, "the no-op disposable should add no tracked object")
        #endif

        disposable.dispose()
        disposable.dispose()

        XCTAssertTrue(disposable is NopDisposable)
        XCTAssertFalse(disposable is Cancelable, "a no-op has no state to ask about")
    }

    /// `Disposables.create(with:)` runs its action on the first dispose and never again.
    func testCreateWithActionRunsTheActionOnce() {
        var calls = 0
        let disposable = Disposables.create { calls += 1 }

        XCTAssertEqual(calls, 0)
        XCTAssertFalse(disposable.isDisposed)

        disposable.dispose()
        XCTAssertEqual(calls, 1)
        XCTAssertTrue(disposable.isDisposed)

        disposable.dispose()
        XCTAssertEqual(calls, 1)
    }

    /// Disposed from many threads at once, the action still runs exactly once.
    func testCreateWithActionRunsOnceWhenDisposedFromManyThreads() {
        for round in 0 ..< 500 {
            let calls = LockedCounter()
            let disposable = Disposables.create { calls.increment() }

            runSimultaneously(threadCount: 3) { _ in
                disposable.dispose()
            }

            XCTAssertEqual(calls.value, 1, "round \(round)")
            if calls.value != 1 { return }
        }
    }

    /// The action is released once it has run, so what it captured does not live on with the
    /// disposable.
    func testCreateWithActionReleasesTheActionAfterRunning() {
        weak var weakCaptured: Token?
        let disposable: Cancelable
        do {
            let captured = Token()
            weakCaptured = captured
            disposable = Disposables.create { _ = captured }
        }
        XCTAssertNotNil(weakCaptured)

        disposable.dispose()

        XCTAssertNil(weakCaptured)
    }

    /// `Disposables.create(_:_:)` disposes both, once.
    func testCreateWithTwoDisposesBothOnce() {
        let first = CountingDisposable()
        let second = CountingDisposable()
        let both = Disposables.create(first, second)

        XCTAssertFalse(both.isDisposed)
        both.dispose()
        both.dispose()

        XCTAssertTrue(both.isDisposed)
        XCTAssertEqual([first.count, second.count], [1, 1])
    }

    /// `Disposables.create(_:_:_:)` disposes all three, once.
    func testCreateWithThreeDisposesAllOnce() {
        let parts = (0 ..< 3).map { _ in CountingDisposable() }
        let all = Disposables.create(parts[0], parts[1], parts[2])

        all.dispose()
        all.dispose()

        XCTAssertTrue(all.isDisposed)
        XCTAssertEqual(parts.map(\.count), [1, 1, 1])
    }

    /// The variadic `Disposables.create` disposes every one it is given.
    func testCreateVariadicDisposesAll() {
        let parts = (0 ..< 5).map { _ in CountingDisposable() }
        let all = Disposables.create(parts[0], parts[1], parts[2], parts[3], parts[4])

        XCTAssertEqual(parts.map(\.count), [0, 0, 0, 0, 0])
        all.dispose()
        all.dispose()

        XCTAssertEqual(parts.map(\.count), [1, 1, 1, 1, 1])
    }

    /// The variadic `Disposables.create(a, b, c, d, e)` puts the extras first and the named
    /// three after, as RxSwift does, and its composite disposes in that order: d, e, a, b, c.
    func testCreateVariadicDisposesTheExtrasFirstThenTheNamedThree() {
        let order = OrderLog()
        let parts = ["a", "b", "c", "d", "e"].map { name in Disposables.create { order.append(name) } }
        let all = Disposables.create(parts[0], parts[1], parts[2], parts[3], parts[4])

        all.dispose()

        XCTAssertEqual(order.names, ["d", "e", "a", "b", "c"])
    }

    /// A dispose action runs on the thread that calls `dispose()`, before that call returns; a
    /// group disposes its members one after another on that same thread.
    func testADisposeActionRunsOnTheThreadThatDisposes() {
        let order = OrderLog()
        func action(_ name: String) -> Cancelable {
            Disposables.create { order.append("\(name) on \(Thread.current.threadDictionary["tag"] as? String ?? "an untagged thread")") }
        }
        let disposable = action("action")
        let group = CompositeDisposable(action("first member"), action("second member"))
        let done = expectation(description: "disposed on another thread")

        Thread.detachNewThread {
            Thread.current.threadDictionary["tag"] = "the disposing thread"
            disposable.dispose()
            order.append("dispose() returned")
            group.dispose()
            order.append("the group's dispose() returned")
            done.fulfill()
        }
        wait(for: [done], timeout: 30)

        XCTAssertEqual(order.names, [
            "action on the disposing thread", "dispose() returned",
            "first member on the disposing thread", "second member on the disposing thread",
            "the group's dispose() returned",
        ])
    }

    /// The array form disposes every one, for any count (two take the lighter binary path).
    func testCreateFromArrayDisposesAll() {
        for count in [0, 1, 2, 3, 7] {
            let parts = (0 ..< count).map { _ in CountingDisposable() }
            let all = Disposables.create(parts)

            all.dispose()
            all.dispose()

            XCTAssertTrue(all.isDisposed, "count \(count)")
            XCTAssertEqual(parts.map(\.count), Array(repeating: 1, count: count), "count \(count)")
        }
    }

    /// Each `Disposables.create` overload returns the kind of disposable chapter 04 names: no
    /// arguments, the shared no-op; a closure, an `AnonymousDisposable`; two disposables (alone
    /// or as a two-element array), a `BinaryDisposable`; three or more, a `CompositeDisposable`.
    func testCreateOverloadsReturnTheKindOfDisposableTheChapterNames() {
        let parts = (0 ..< 5).map { _ in CountingDisposable() }

        XCTAssertTrue(Disposables.create() is NopDisposable)
        let anonymous = Disposables.create {}
        XCTAssertTrue(anonymous is AnonymousDisposable)
        let two = Disposables.create(parts[0], parts[1])
        XCTAssertTrue(two is BinaryDisposable)
        let twoInArray = Disposables.create([parts[0], parts[1]])
        XCTAssertTrue(twoInArray is BinaryDisposable)
        let three = Disposables.create(parts[0], parts[1], parts[2])
        XCTAssertTrue(three is CompositeDisposable)
        let five = Disposables.create(parts[0], parts[1], parts[2], parts[3], parts[4])
        XCTAssertTrue(five is CompositeDisposable)
        let threeInArray = Disposables.create([parts[0], parts[1], parts[2]])
        XCTAssertTrue(threeInArray is CompositeDisposable)

        for disposable in [anonymous, two, twoInArray, three, five, threeInArray] {
            disposable.dispose()
        }
    }

    // MARK: BooleanDisposable

    /// A `BooleanDisposable` only remembers that it was disposed.
    func testBooleanDisposableRemembersBeingDisposed() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)

        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)

        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        XCTAssertFalse(BooleanDisposable(isDisposed: false).isDisposed)
    }

    // MARK: BinaryDisposable

    /// A `BinaryDisposable` disposes its two parts once, even when two threads dispose it at once.
    func testBinaryDisposableDisposesBothOnceWhenTwoThreadsDisposeIt() {
        for round in 0 ..< 200 {
            let first = LockedCounter()
            let second = LockedCounter()
            let binary = BinaryDisposable(first, second)

            runSimultaneously(threadCount: 2) { _ in
                binary.dispose()
            }

            XCTAssertTrue(binary.isDisposed)
            XCTAssertEqual([first.value, second.value], [1, 1], "round \(round)")
            if first.value != 1 || second.value != 1 { return }
        }
    }

    // MARK: CompositeDisposable

    /// A composite grows with `insert`, counts what it holds, and disposes all of it once.
    func testCompositeDisposableInsertCountAndDispose() {
        let composite = CompositeDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()

        XCTAssertNotNil(composite.insert(first))
        XCTAssertNotNil(composite.insert(second))
        XCTAssertEqual(composite.count, 2)
        XCTAssertFalse(composite.isDisposed)

        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
        XCTAssertEqual([first.count, second.count], [1, 1])

        composite.dispose()
        XCTAssertEqual([first.count, second.count], [1, 1])
    }

    /// Inserting into a disposed composite disposes the newcomer at once and returns `nil`.
    func testCompositeDisposableInsertAfterDisposeDisposesAtOnceAndReturnsNil() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = CountingDisposable()

        let key = composite.insert(late)

        XCTAssertNil(key)
        XCTAssertEqual(late.count, 1)
        XCTAssertEqual(composite.count, 0)
    }

    /// `remove(for:)` takes one disposable out and disposes it; the others stay.
    func testCompositeDisposableRemoveDisposesTheRemovedOne() {
        let composite = CompositeDisposable()
        let kept = CountingDisposable()
        let removed = CountingDisposable()
        _ = composite.insert(kept)
        let key = composite.insert(removed)!

        composite.remove(for: key)

        XCTAssertEqual(removed.count, 1)
        XCTAssertEqual(kept.count, 0)
        XCTAssertEqual(composite.count, 1)

        // Removing again finds nothing and disposes nothing twice.
        composite.remove(for: key)
        XCTAssertEqual(removed.count, 1)

        composite.dispose()
        XCTAssertEqual([kept.count, removed.count], [1, 1])
    }

    /// The initializers with two, three and an array of disposables hold them all.
    func testCompositeDisposableInitializersHoldTheirDisposables() {
        let parts = (0 ..< 9).map { _ in CountingDisposable() }
        let two = CompositeDisposable(parts[0], parts[1])
        let three = CompositeDisposable(parts[2], parts[3], parts[4])
        let many = CompositeDisposable(disposables: Array(parts[5...]))

        XCTAssertEqual([two.count, three.count, many.count], [2, 3, 4])
        two.dispose()
        three.dispose()
        many.dispose()

        XCTAssertEqual(parts.map(\.count), Array(repeating: 1, count: 9))
    }

    /// RxSwift's initializer for four or more disposables, `init(_:_:_:_:_:)`: the first four
    /// are named, the rest variadic; it holds every one of them and disposes them once, in the
    /// order given, whether it gets four, five or six.
    func testCompositeDisposableFourOrMoreInitializerHoldsAllInOrder() {
        var disposedOrder: [Int] = []
        func part(_ number: Int) -> Disposable {
            Disposables.create { disposedOrder.append(number) }
        }
        let four = CompositeDisposable(part(1), part(2), part(3), part(4))
        let five = CompositeDisposable(part(11), part(12), part(13), part(14), part(15))
        let six = CompositeDisposable(part(21), part(22), part(23), part(24), part(25), part(26))

        XCTAssertEqual([four.count, five.count, six.count], [4, 5, 6])

        four.dispose()
        five.dispose()
        six.dispose()
        four.dispose()
        five.dispose()

        XCTAssertEqual(disposedOrder, [1, 2, 3, 4, 11, 12, 13, 14, 15, 21, 22, 23, 24, 25, 26])
        XCTAssertEqual([four.count, five.count, six.count], [0, 0, 0])
    }

    /// A disposable may remove itself from its composite while being disposed by it: the
    /// composite decides under its lock and disposes after letting go of it, so this neither
    /// deadlocks nor disposes twice. That the lock is free during the disposal is checked from
    /// another thread, which takes it (`count`) while the dispose action runs; a recursive lock
    /// would let this thread's own `remove` in either way.
    func testCompositeDisposableToleratesReentrantRemoveDuringDispose() {
        let composite = CompositeDisposable()
        var calls = 0
        var lockWasFreeDuringDisposal = false
        var key: CompositeDisposable.DisposeKey?
        key = composite.insert(Disposables.create {
            calls += 1
            let otherThreadTookTheLock = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                _ = composite.count
                otherThreadTookTheLock.signal()
            }
            lockWasFreeDuringDisposal = otherThreadTookTheLock.wait(timeout: .now() + 30) == .success
            if let key { composite.remove(for: key) }
        })

        composite.dispose()

        XCTAssertEqual(calls, 1)
        XCTAssertTrue(lockWasFreeDuringDisposal, "the composite should dispose after letting go of its lock")
        XCTAssertTrue(composite.isDisposed)
    }

    // MARK: SingleAssignmentDisposable

    /// Set, then dispose: the held disposable is disposed once.
    func testSingleAssignmentSetThenDisposeDisposesOnce() {
        let single = SingleAssignmentDisposable()
        let inner = CountingDisposable()

        single.setDisposable(inner)
        XCTAssertEqual(inner.count, 0)
        XCTAssertFalse(single.isDisposed)

        single.dispose()
        XCTAssertEqual(inner.count, 1)
        XCTAssertTrue(single.isDisposed)

        single.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    /// Dispose, then set: the disposable is disposed on arrival, and only then.
    func testSingleAssignmentDisposeThenSetDisposesOnArrival() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        let inner = CountingDisposable()

        single.setDisposable(inner)
        XCTAssertEqual(inner.count, 1)

        single.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    /// Set and dispose racing on two threads dispose the disposable exactly once, whichever
    /// comes first.
    func testSingleAssignmentSetAndDisposeRacingDisposeOnce() {
        for round in 0 ..< 300 {
            let calls = LockedCounter()
            let single = SingleAssignmentDisposable()

            runSimultaneously(threadCount: 2) { index in
                if index == 0 {
                    single.setDisposable(calls)
                } else {
                    single.dispose()
                }
            }

            XCTAssertEqual(calls.value, 1, "round \(round)")
            if calls.value != 1 { return }
        }
    }

    /// Setting a `SingleAssignmentDisposable` twice is a misuse that stops the program with the
    /// whole message chapter 04 quotes: the rule broken and what to use instead.
    func testSingleAssignmentDoubleSetIsAMisuse() {
        assertMisuse(message: "RxReading misuse: SingleAssignmentDisposable.setDisposable was called twice; it holds exactly one disposable (use SerialDisposable to replace one)") {
            let single = SingleAssignmentDisposable()
            single.setDisposable(Disposables.create())
            single.setDisposable(Disposables.create())
        }
    }

    // MARK: SerialDisposable

    /// Putting a new disposable into a `SerialDisposable` disposes the one it replaces.
    func testSerialDisposableReplacingDisposesThePrevious() {
        let serial = SerialDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()

        serial.disposable = first
        XCTAssertEqual(first.count, 0)

        serial.disposable = second
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(second.count, 0)

        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
        XCTAssertEqual([first.count, second.count], [1, 1])
    }

    /// After a `SerialDisposable` is disposed, whatever is put in is disposed at once.
    func testSerialDisposableSettingAfterDisposeDisposesAtOnce() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = CountingDisposable()

        serial.disposable = late

        XCTAssertEqual(late.count, 1)
        serial.dispose()
        XCTAssertEqual(late.count, 1)
    }

    /// The slot reads back what was last put in it.
    func testSerialDisposableReadsBackTheCurrentDisposable() {
        let serial = SerialDisposable()
        let current = CountingDisposable()

        serial.disposable = current

        XCTAssertTrue(serial.disposable as? CountingDisposable === current)
        serial.dispose()
    }

    // MARK: RefCountDisposable

    /// The underlying disposable goes only when the primary reference *and* every retained
    /// handle are disposed: here the handles go first, then the primary.
    func testRefCountDisposableWaitsForHandlesThenPrimary() {
        let underlying = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()

        first.dispose()
        XCTAssertFalse(underlying.isDisposed)
        second.dispose()
        XCTAssertFalse(underlying.isDisposed)
        XCTAssertFalse(refCount.isDisposed)

        refCount.dispose()
        XCTAssertTrue(underlying.isDisposed)
        XCTAssertTrue(refCount.isDisposed)
    }

    /// The primary may go first: the underlying disposable then waits for the last handle.
    func testRefCountDisposablePrimaryFirstWaitsForTheLastHandle() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()

        first.dispose()
        refCount.dispose()
        XCTAssertEqual(underlying.count, 0)

        // Disposing the same handle again does not count as another release.
        first.dispose()
        XCTAssertEqual(underlying.count, 0)

        second.dispose()
        XCTAssertEqual(underlying.count, 1)

        refCount.dispose()
        second.dispose()
        XCTAssertEqual(underlying.count, 1)
    }

    /// Once the underlying disposable is gone, `retain()` hands out a no-op handle.
    func testRefCountDisposableRetainAfterDisposeGivesANoOp() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        refCount.dispose()
        XCTAssertEqual(underlying.count, 1)

        let late = refCount.retain()
        late.dispose()
        late.dispose()

        XCTAssertEqual(underlying.count, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    // MARK: DisposeBag

    /// A `DisposeBag` disposes what it holds when it is deallocated, and not before.
    func testDisposeBagDisposesItsContentsOnDeinit() {
        let first = CountingDisposable()
        let second = CountingDisposable()
        var bag: DisposeBag? = DisposeBag()

        bag?.insert(first)
        bag?.insert(second)
        XCTAssertEqual([first.count, second.count], [0, 0])

        bag = nil
        XCTAssertEqual([first.count, second.count], [1, 1])
    }

    /// A bag that has already disposed its contents disposes at once what is inserted later.
    /// The only way to reach that state is from inside the bag's own deinit: a disposable whose
    /// dispose action inserts another disposable into the same bag.
    func testDisposeBagDisposesAtOnceWhatIsInsertedAfterItDisposed() {
        let late = CountingDisposable()
        var bag: DisposeBag? = DisposeBag()
        // The bag is being deinitialized when the action runs: a weak reference would already
        // read nil there, so the action holds an unowned(unsafe) one, used only during deinit.
        unowned(unsafe) let bagDuringDeinit = bag!
        var lateCountWhenInserted = -1
        bag?.insert(Disposables.create {
            bagDuringDeinit.insert(late)
            lateCountWhenInserted = late.count
        })
        XCTAssertEqual(late.count, 0)

        bag = nil

        XCTAssertEqual(lateCountWhenInserted, 1, "the late disposable should be disposed inside insert")
        XCTAssertEqual(late.count, 1)
    }

    /// `DisposeBag(disposing:)` starts with the given disposables, variadic or as an array.
    func testDisposeBagInitDisposingHoldsTheDisposables() {
        let parts = (0 ..< 4).map { _ in CountingDisposable() }
        var variadic: DisposeBag? = DisposeBag(disposing: parts[0], parts[1])
        var array: DisposeBag? = DisposeBag(disposing: [parts[2], parts[3]])
        XCTAssertNotNil(variadic)
        XCTAssertNotNil(array)
        XCTAssertEqual(parts.map(\.count), [0, 0, 0, 0])

        variadic = nil
        array = nil

        XCTAssertEqual(parts.map(\.count), [1, 1, 1, 1])
    }

    /// The result-builder initializer lists disposables one per line.
    func testDisposeBagBuilderInitHoldsTheListedDisposables() {
        let first = CountingDisposable()
        let second = CountingDisposable()
        var bag: DisposeBag? = DisposeBag {
            first
            second
        }
        XCTAssertNotNil(bag)
        XCTAssertEqual([first.count, second.count], [0, 0])

        bag = nil

        XCTAssertEqual([first.count, second.count], [1, 1])
    }

    /// `insert { }` adds what the builder lists; `insert(_:_:)` and `insert([...])` add several.
    func testDisposeBagBuilderVariadicAndArrayInserts() {
        let parts = (0 ..< 6).map { _ in CountingDisposable() }
        var bag: DisposeBag? = DisposeBag()

        bag?.insert {
            parts[0]
            parts[1]
        }
        bag?.insert(parts[2], parts[3])
        bag?.insert([parts[4], parts[5]])
        XCTAssertEqual(parts.map(\.count), [0, 0, 0, 0, 0, 0])

        bag = nil

        XCTAssertEqual(parts.map(\.count), [1, 1, 1, 1, 1, 1])
    }

    // region: DisposedByWithCreate
    // Needs Observable.create (chapter 07) and subscribe(onNext:) (chapter 05): it runs from
    // chapter 07's state on.
    #if CH07
    /// `disposed(by:)` ties a subscription to a bag: it ends when the bag goes.
    func testDisposedByEndsTheSubscriptionWithTheBag() {
        var sourceDisposals = 0
        var received: [Int] = []
        var observer: AnyObserver<Int>?
        let source = Observable<Int>.create { newObserver in
            observer = newObserver
            return Disposables.create { sourceDisposals += 1 }
        }
        var bag: DisposeBag? = DisposeBag()

        source.subscribe(onNext: { received.append($0) }).disposed(by: bag!)
        observer?.onNext(1)
        bag = nil
        observer?.onNext(2)

        XCTAssertEqual(received, [1])
        XCTAssertEqual(sourceDisposals, 1)
        observer = nil
    }
    #endif
    // endregion: DisposedByWithCreate

    // MARK: Bag

    /// A `Bag` hands out a key per inserted value; `removeKey` takes that value out, `count`
    /// follows, and `forEach` visits every value, past the inline slot and the 30-element array
    /// into the dictionary.
    func testBagInsertRemoveCountAndForEachPastTheArrayIntoTheDictionary() {
        var bag = Bag<Int>()
        var keys: [BagKey] = []
        for value in 0 ..< 100 {
            keys.append(bag.insert(value))
        }

        XCTAssertEqual(bag.count, 100)
        XCTAssertEqual(values(of: bag), Array(0 ..< 100))

        // From the inline slot, the array and the dictionary.
        XCTAssertEqual(bag.removeKey(keys[0]), 0)
        XCTAssertEqual(bag.removeKey(keys[10]), 10)
        XCTAssertEqual(bag.removeKey(keys[90]), 90)
        XCTAssertEqual(bag.count, 97)
        XCTAssertEqual(values(of: bag), Array(0 ..< 100).filter { ![0, 10, 90].contains($0) })

        // A key already used finds nothing the second time.
        XCTAssertNil(bag.removeKey(keys[10]))
        XCTAssertEqual(bag.count, 97)
    }

    /// Removing every value, in any order, empties the bag; keys are never reused, so a new
    /// value cannot be taken out with an old key.
    func testBagRemovingEveryKeyEmptiesItAndKeysAreNotReused() {
        for order in [Array(0 ..< 50), Array((0 ..< 50).reversed())] {
            var bag = Bag<String>()
            let keys = (0 ..< 50).map { bag.insert("v\($0)") }

            for index in order {
                XCTAssertEqual(bag.removeKey(keys[index]), "v\(index)")
            }
            XCTAssertEqual(bag.count, 0)
            XCTAssertEqual(valuesVisited(bag), 0)

            let newKey = bag.insert("new")
            XCTAssertFalse(keys.contains(newKey))
            XCTAssertNil(bag.removeKey(keys[0]))
            XCTAssertEqual(bag.count, 1)
        }
    }

    /// `removeAll` empties the bag; `forEach` then visits nothing.
    func testBagRemoveAllEmptiesIt() {
        var bag = Bag<Int>()
        for value in 0 ..< 40 {
            _ = bag.insert(value)
        }

        bag.removeAll()

        XCTAssertEqual(bag.count, 0)
        XCTAssertEqual(valuesVisited(bag), 0)
    }

    /// Once a bag's dictionary exists, every new value goes to the dictionary, even after a
    /// removal made room in the array (RxSwift's rule); the inline slot, when free, still comes
    /// first. `forEach` visits the slot, the array in insertion order, then the dictionary, so
    /// a value inserted late is visited with the dictionary's, after the whole array.
    func testBagSendsEveryInsertToItsDictionaryOnceItExists() {
        var bag = Bag<Int>()
        let keys = (0 ..< 32).map { bag.insert($0) }
        // 0 in the slot, 1...30 in the array, 31 in the new dictionary.
        XCTAssertEqual(bag.pairs.count, 30)
        XCTAssertEqual(bag.dictionary.map { Array($0.values) }, [31])

        XCTAssertEqual(bag.removeKey(keys[5]), 5)
        _ = bag.insert(32)

        XCTAssertEqual(bag.pairs.map(\.value), Array(1 ... 4) + Array(6 ... 30), "the freed place in the array is not reused")
        XCTAssertEqual(Set(bag.dictionary?.values ?? [:].values), [31, 32])
        var visited: [Int] = []
        bag.forEach { visited.append($0) }
        XCTAssertEqual(visited, [0] + Array(1 ... 4) + Array(6 ... 30) + Array(bag.dictionary!.values))

        // A free inline slot is filled before the dictionary.
        XCTAssertEqual(bag.removeKey(keys[0]), 0)
        let slotKey = bag.insert(33)
        XCTAssertEqual(bag.key0, slotKey)

        // Emptied, the bag keeps its (empty) dictionary, and values after the first still go there.
        bag.removeAll()
        _ = bag.insert(40)
        _ = bag.insert(41)
        XCTAssertEqual(bag.pairs.count, 0)
        XCTAssertEqual(bag.dictionary.map { Array($0.values) }, [41])
    }

    /// `disposeAll(in:)` disposes every disposable of a bag, including those in its dictionary.
    func testDisposeAllInBagDisposesEveryOne() {
        var bag = Bag<Disposable>()
        let parts = (0 ..< 45).map { _ in CountingDisposable() }
        for part in parts {
            _ = bag.insert(part)
        }

        disposeAll(in: bag)

        XCTAssertEqual(parts.map(\.count), Array(repeating: 1, count: 45))
    }

    /// `Bag<T>.KeyType` is RxSwift's name for the key a bag hands out: it is `BagKey` for every
    /// element type, so keys typed with it (as RxSwift's own `BagTest` types them) remove values.
    func testBagKeyTypeIsTheKeyInsertReturns() {
        var bag = Bag<() -> Void>()
        var keys: [Bag<() -> Void>.KeyType] = []
        var calls = 0
        for _ in 0 ..< 3 {
            keys.append(bag.insert { calls += 1 })
        }
        XCTAssertTrue(Bag<() -> Void>.KeyType.self == BagKey.self)
        XCTAssertTrue(Bag<Disposable>.KeyType.self == BagKey.self)

        XCTAssertNotNil(bag.removeKey(keys[1]))
        bag.forEach { $0() }
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(bag.count, 2)
    }

    private func values(of bag: Bag<Int>) -> [Int] {
        var values: [Int] = []
        bag.forEach { values.append($0) }
        return values.sorted()
    }

    private func valuesVisited<T>(_ bag: Bag<T>) -> Int {
        var visited = 0
        bag.forEach { _ in visited += 1 }
        return visited
    }
}

/// The names disposals recorded, in order, from any thread.
private final class OrderLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func append(_ name: String) {
        lock.lock()
        recorded.append(name)
        lock.unlock()
    }

    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
