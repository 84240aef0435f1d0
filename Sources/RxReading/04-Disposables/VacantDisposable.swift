/// A disposable that does nothing, for a field that holds no disposable yet or any more: an
/// empty struct, which a `Disposable` existential stores inline, so filling and clearing the
/// field allocates, retains and checks nothing. (`Disposables.create()` returns the shared
/// `NopDisposable`, read from a global that is checked for initialization on every use.) Used
/// where a plain `Disposable` field replaces an optional one, whose every copy and assignment
/// goes through the runtime's generic witnesses (Appendix A). Chapter 06's `SinkDisposer` is the first to use it.
@usableFromInline
struct VacantDisposable: Disposable {
    @inlinable
    init() {}

    @inlinable
    func dispose() {}
}
