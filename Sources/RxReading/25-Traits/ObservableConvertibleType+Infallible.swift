// region: asInfallible
extension ObservableConvertibleType {
    /// This sequence as an `Infallible`: an error, when it comes, is replaced by `element`,
    /// followed by completion.
    ///
    /// - Parameter element: Sent in place of the error, just before completion.
    /// - Returns: An `Infallible` of this sequence's elements, then `element` if it fails.
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an `Infallible`: on an error, `infallible` is subscribed to and its
    /// events are sent in place of the rest.
    ///
    /// - Parameter infallible: Subscribed to at the error, not before.
    /// - Returns: An `Infallible` of this sequence's elements, then, if it fails, the fallback's.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(Catch(source: asObservable(), handler: { _ in infallible.asObservable() }))
    }

    /// This sequence as an `Infallible`: on an error, `onErrorRecover` is called with it, and
    /// the infallible sequence it returns is subscribed to and sent in place of the rest. The
    /// closure does not throw, so nothing can fail after it.
    ///
    /// - Parameter onErrorRecover: Called once with the error, if one comes; returns the
    ///   sequence to continue with.
    /// - Returns: An `Infallible` of this sequence's elements, then, if it fails, the recovery's.
    @available(swift, obsoleted: 6)
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Catch(source: asObservable(), handler: { onErrorRecover($0).asObservable() }))
    }

    /// This sequence as an `Infallible` that recovers from an error, for Swift 6 callers: the
    /// closure runs on the thread the error arrives on, so it must be `@Sendable`. RxSwift 6.5
    /// has only the plain closure.
    ///
    /// On an error, `onErrorRecover` is called with it, and the infallible sequence it returns is
    /// subscribed to and sent in place of the rest. The closure does not throw.
    ///
    /// - Parameter onErrorRecover: Called once with the error, if one comes; returns the
    ///   sequence to continue with.
    /// - Returns: An `Infallible` of this sequence's elements, then, if it fails, the recovery's.
    @available(swift, introduced: 6)
    public func asInfallible(onErrorRecover: @escaping @Sendable (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Catch(source: asObservable(), handler: { onErrorRecover($0).asObservable() }))
    }
}
// endregion: asInfallible

// region: flatMapLatestInfallible
extension ObservableType {
    /// `flatMapLatest` whose selector returns infallible sequences, returning an `Infallible`.
    ///
    /// RxSwift 6.5 declares it beside `Observable`'s `flatMapLatest`, and it is chosen over that
    /// one whenever the selector returns an `Infallible` (the more specific constraint wins).
    /// The promise it makes is not kept: the selector may throw, and the outer sequence may
    /// fail, and either error passes into the result as it would into `Observable`'s.
    ///
    /// - Parameter selector: Maps each element to the infallible sequence to switch to; the
    ///   previous one is disposed. What it throws ends the result with that error.
    /// - Returns: An `Infallible` of the latest inner sequence's elements.
    @available(swift, obsoleted: 6)
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Infallible<Source.Element> {
        Infallible(Switch<Element, Source>(source: asObservable(), selector: selector))
    }

    /// `flatMapLatest` whose selector returns infallible sequences, returning an `Infallible`,
    /// for Swift 6 callers: the selector runs on the thread the elements arrive on, so it must be
    /// `@Sendable`. RxSwift 6.5 has only the plain closure.
    ///
    /// The promise it makes is not kept: the selector may throw, and the outer sequence may
    /// fail, and either error passes into the result as it would into `Observable`'s.
    ///
    /// - Parameter selector: Maps each element to the infallible sequence to switch to; the
    ///   previous one is disposed. What it throws ends the result with that error.
    /// - Returns: An `Infallible` of the latest inner sequence's elements.
    @available(swift, introduced: 6)
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Infallible<Source.Element> {
        Infallible(Switch<Element, Source>(source: asObservable(), selector: selector))
    }
}
// endregion: flatMapLatestInfallible
