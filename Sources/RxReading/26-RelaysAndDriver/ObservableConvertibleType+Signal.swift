// region: asSignal
extension ObservableConvertibleType {
    /// This sequence as a `Signal`: `observe(on:)` the main scheduler, then, on an error,
    /// `onErrorJustReturn` sent and the signal completed, then shared without replay.
    ///
    /// - Parameter onErrorJustReturn: The element sent in place of an error, before completing.
    /// - Returns: A signal of this sequence's elements, which never fails.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    /// This sequence as a `Signal` that, on an error, goes on with `onErrorSignalWith`.
    ///
    /// - Parameter onErrorSignalWith: The signal whose events follow an error.
    /// - Returns: A signal of this sequence's elements, which never fails.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let source = Catch(source: asObservable().observe(on: SignalSharingStrategy.scheduler)) { _ in
            onErrorSignalWith.asObservable()
        }
        return Signal(source)
    }

    /// This sequence as a `Signal` that, on an error, goes on with the signal `onErrorRecover`
    /// makes from it.
    ///
    /// - Parameter onErrorRecover: Makes, from the error, the signal whose events follow it.
    /// - Returns: A signal of this sequence's elements, which never fails.
    @available(swift, obsoleted: 6)
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = Catch(source: asObservable().observe(on: SignalSharingStrategy.scheduler)) { error in
            onErrorRecover(error).asObservable()
        }
        return Signal(source)
    }

    /// This sequence as a `Signal` that, on an error, goes on with the signal `onErrorRecover`
    /// makes from it.
    ///
    /// The Swift 6 form: the closure runs where the error is delivered, so it must be
    /// `@Sendable`; RxSwift 6.5 has only the Swift 5 form.
    ///
    /// - Parameter onErrorRecover: Makes, from the error, the signal whose events follow it.
    /// - Returns: A signal of this sequence's elements, which never fails.
    @available(swift, introduced: 6)
    public func asSignal(onErrorRecover: @escaping @Sendable (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = Catch(source: asObservable().observe(on: SignalSharingStrategy.scheduler)) { error in
            onErrorRecover(error).asObservable()
        }
        return Signal(source)
    }
}
// endregion: asSignal
