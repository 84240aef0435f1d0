// region: asSharedSequence
extension ObservableConvertibleType {
    /// This sequence as a `SharedSequence` of strategy `S`: moved to `S.scheduler`, and on an
    /// error, `onErrorJustReturn` sent and the sequence completed; then shared the strategy's way.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element)
        -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// This sequence as a `SharedSequence` of strategy `S`: moved to `S.scheduler`, and on an
    /// error, continued with `onErrorDriveWith`; then shared the strategy's way.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>)
        -> SharedSequence<S, Element> {
        let source = Catch(source: asObservable().observe(on: S.scheduler)) { _ in
            onErrorDriveWith.asObservable()
        }
        return SharedSequence(source)
    }

    /// This sequence as a `SharedSequence` of strategy `S`: moved to `S.scheduler`, and on an
    /// error, continued with the sequence `onErrorRecover` makes from it; then shared.
    @available(swift, obsoleted: 6)
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self,
                                    onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>)
        -> SharedSequence<S, Element> {
        let source = Catch(source: asObservable().observe(on: S.scheduler)) { error in
            onErrorRecover(error).asObservable()
        }
        return SharedSequence(source)
    }

    /// `asSharedSequence(sharingStrategy:onErrorRecover:)` for Swift 6 callers: `onErrorRecover`
    /// runs on the strategy's scheduler, which a test may mock, so it must be `@Sendable`.
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
