// The checks of exercise 04.1. Run them with: swift run rxbook check 04.1
import ExerciseKit
import RxReading

/// A disposable that counts how often it is disposed.
final class Counted: Disposable {
    var disposals = 0
    func dispose() { disposals += 1 }
}

ExerciseCheck.run("04.1", "a disposable shared by reference counting") { check in
    let alone = Counted()
    let unshared = SharedDisposable(disposable: alone)
    unshared.dispose()
    try check.equal(alone.disposals, 1, "with no handle out, the owner's dispose() disposes the wrapped disposable")
    try check.equal(unshared.isDisposed, true, "and isDisposed is then true")
    unshared.dispose()
    try check.equal(alone.disposals, 1, "a second dispose() by the owner disposes nothing more")

    let resource = Counted()
    let shared = SharedDisposable(disposable: resource)
    let first = shared.retain()
    let second = shared.retain()
    shared.dispose()
    try check.equal(resource.disposals, 0, "while two handles are out, the owner's dispose() leaves the wrapped disposable alone")
    try check.equal(shared.isDisposed, false, "and isDisposed stays false")
    first.dispose()
    try check.equal(resource.disposals, 0, "giving back one of two handles is not enough")
    first.dispose()
    try check.equal(resource.disposals, 0, "disposing the same handle twice gives it back only once")
    second.dispose()
    try check.equal(resource.disposals, 1, "the last handle given back, after the owner's dispose(), disposes the wrapped disposable")
    try check.equal(shared.isDisposed, true, "and isDisposed is then true")

    let early = Counted()
    let handedBack = SharedDisposable(disposable: early)
    let handle = handedBack.retain()
    handle.dispose()
    try check.equal(early.disposals, 0, "handles given back before the owner's dispose() do not dispose anything")
    handedBack.dispose()
    try check.equal(early.disposals, 1, "then the owner's dispose() disposes it, since no handle is out")
    handedBack.retain().dispose()
    try check.equal(early.disposals, 1, "a handle taken after the wrapped disposable is gone does nothing")
}
