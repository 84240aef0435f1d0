// The checks of exercise 04.2. Run them with: swift run rxbook check 04.2
import ExerciseKit
import RxReading

/// A disposable that counts how often it is disposed.
final class Counted: Disposable {
    var disposals = 0
    func dispose() { disposals += 1 }
}

ExerciseCheck.run("04.2", "a single-assignment disposable that misbehaves") { check in
    let inner = Counted()
    let slot = OneSlotDisposable()
    slot.setDisposable(inner)
    try check.equal(inner.disposals, 0, "setting the disposable does not dispose it")
    slot.dispose()
    try check.equal(inner.disposals, 1, "set, then dispose(): the disposable in the slot is disposed")
    try check.equal(slot.isDisposed, true, "and the slot says it is disposed")
    slot.dispose()
    try check.equal(inner.disposals, 1, "a second dispose() disposes the disposable in the slot no second time")

    let late = Counted()
    let cancelledFirst = OneSlotDisposable()
    cancelledFirst.dispose()
    try check.equal(cancelledFirst.isDisposed, true, "dispose() before anything is set marks the slot disposed")
    cancelledFirst.setDisposable(late)
    try check.equal(late.disposals, 1, "dispose(), then set: the disposable set afterwards is disposed at once")
    cancelledFirst.dispose()
    try check.equal(late.disposals, 1, "and a later dispose() does not dispose it again")

    weak var released: Counted?
    let holder = OneSlotDisposable()
    do {
        let temporary = Counted()
        released = temporary
        holder.setDisposable(temporary)
    }
    holder.dispose()
    try check.that(released == nil, "after dispose(), the slot lets go of its disposable (nothing else holds it, so it is freed)",
                   otherwise: "the slot still holds its disposable after dispose()")
}
