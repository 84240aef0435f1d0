// region: asSharedSequence
extension ObservableConvertibleType {
    /// This sequence as a `SharedSequence` of strategy `S`: moved to `S.scheduler`, and on an
    /// error, `onErrorJustReturn` sent and the sequence completed; then shared the strategy's way.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy, such as `DriverSharingStrategy.self`; usually inferred.
    ///   - onErrorJustReturn: The element sent in place of an error, before completing.
    /// - Returns: A sequence of the strategy `S` that never fails.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element)
        -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// This sequence as a `SharedSequence` of strategy `S`: moved to `S.scheduler`, and on an
    /// error, continued with `onErrorDriveWith`; then shared the strategy's way.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy, such as `DriverSharingStrategy.self`; usually inferred.
    ///   - onErrorDriveWith: The shared sequence whose events follow an error.
    /// - Returns: A sequence of the strategy `S` that never fails.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>)
        -> SharedSequence<S, Element> {
        let source = Catch(source: asObservable().observe(on: S.scheduler)) { _ in
            onErrorDriveWith.asObservable()
        }
        return SharedSequence(source)
    }

    /// This sequence as a `SharedSequence` of strategy `S`: moved to `S.scheduler`, and on an
    /// error, continued with the sequence `onErrorRecover` makes from it; then shared.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy, such as `DriverSharingStrategy.self`; usually inferred.
    ///   - onErrorRecover: Makes, from the error, the shared sequence whose events follow it.
    /// - Returns: A sequence of the strategy `S` that never fails.
    @available(swift, obsoleted: 6)
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self,
                                    onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>)
        -> SharedSequence<S, Element> {
        let source = Catch(source: asObservable().observe(on: S.scheduler)) { error in
            onErrorRecover(error).asObservable()
        }
        return SharedSequence(source)
    }

    /// This sequence as a `SharedSequence` of strategy `S`: moved to `S.scheduler`, and on an
    /// error, continued with the sequence `onErrorRecover` makes from it; then shared.
    ///
    /// The Swift 6 form: `onErrorRecover` runs on the strategy's scheduler, which a test may
    /// mock, so it must be `@Sendable`; RxSwift 6.5 has only the Swift 5 form.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy, such as `DriverSharingStrategy.self`; usually inferred.
    ///   - onErrorRecover: Makes, from the error, the shared sequence whose events follow it.
    /// - Returns: A sequence of the strategy `S` that never fails.
    @available(swift, introduced: 6)
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self,
                                    onErrorRecover: @escaping @Sendable (_ error: Swift.Error) -> SharedSequence<S, Element>)
        -> SharedSequence<S, Element> {
        let source = Catch(source: asObservable().observe(on: S.scheduler)) { error in
            onErrorRecover(error).asObservable()
        }
        return SharedSequence(source)
    }
}
// endregion: asSharedSequence
