// Exercise 04.2 (repair): a single-assignment disposable that misbehaves.
// Practises chapter 04, "Disposables": SingleAssignmentDisposable's two flags, and the two
// orders its calls can come in (set, then dispose; or dispose, then set).
//
// `OneSlotDisposable` receives one disposable through `setDisposable(_:)`, possibly after it has
// itself been disposed: a subscription can be cancelled before the thing it should cancel
// exists. Its users report two symptoms:
//   - when `dispose()` is called twice, the disposable in the slot is disposed twice;
//   - when `dispose()` comes before `setDisposable(_:)`, the disposable set afterwards is never
//     disposed, and stays alive.
// Find the cause and repair it. Keep the members as they are; setting twice may stay a misuse.
//
// Check it: swift run rxbook check 04.2     Stuck? swift run rxbook hint 04.2
@testable import RxReading

/// Holds one disposable, set once, and disposes it when it is disposed itself.
final class OneSlotDisposable: Cancelable {
    private static let disposed: Int32 = 1
    private static let disposableSet: Int32 = 2

    private let state = AtomicInt(0)
    private var disposable: Disposable?

    var isDisposed: Bool {
        isFlagSet(state, Self.disposed)
    }

    /// Puts the one disposable in the slot.
    func setDisposable(_ disposable: Disposable) {
        self.disposable = disposable
        let previous = fetchOr(state, Self.disposableSet)
        if previous & Self.disposableSet != 0 {
            rxFatalError("OneSlotDisposable.setDisposable was called twice")
        }
        // Disposed before the disposable arrived: dispose() left it to us.
        if previous & Self.disposed != 0 {
            disposable.dispose()
            self.disposable = nil
        }
    }

    func dispose() {
        let previous = fetchOr(state, Self.disposed)
        // Only the first dispose() acts.
        if previous & Self.disposed != 0 {
            return
        }
        // Not set yet: setDisposable will see the disposed flag and dispose it there.
        if previous & Self.disposableSet != 0 {
            disposable?.dispose()
            disposable = nil
        }
    }
}
