// region: asSignal
extension ObservableConvertibleType {
    /// This sequence as a `Signal`: `observe(on:)` the main scheduler, then, on an error,
    /// `onErrorJustReturn` sent and the signal completed, then shared without replay.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    /// This sequence as a `Signal` that, on an error, goes on with `onErrorSignalWith`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let source = Catch(source: asObservable().observe(on: SignalSharingStrategy.scheduler)) { _ in
            onErrorSignalWith.asObservable()
        }
        return Signal(source)
    }

    /// This sequence as a `Signal` that, on an error, goes on with the signal `onErrorRecover`
    /// makes from it.
    @available(swift, obsoleted: 6)
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = Catch(source: asObservable().observe(on: SignalSharingStrategy.scheduler)) { error in
            onErrorRecover(error).asObservable()
        }
        return Signal(source)
    }

    /// `asSignal(onErrorRecover:)` for Swift 6 callers: the closure must be `@Sendable`.
    @available(swift, introduced: 6)
    public func asSignal(onErrorRecover: @escaping @Sendable (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = Catch(source: asObservable().observe(on: SignalSharingStrategy.scheduler)) { error in
            onErrorRecover(error).asObservable()
        }
        return Signal(source)
    }
}
// endregion: asSignal
