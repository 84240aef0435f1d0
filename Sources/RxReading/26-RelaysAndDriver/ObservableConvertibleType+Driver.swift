// region: asDriver
extension ObservableConvertibleType {
    // region: asDriverOnErrorJustReturn
    /// This sequence as a `Driver`: `observe(on:)` the main scheduler, then, on an error,
    /// `onErrorJustReturn` sent and the driver completed, then `share(replay: 1)`. The three
    /// steps are the three promises a `Driver` makes.
    ///
    /// - Parameter onErrorJustReturn: The element sent in place of an error, before completing.
    /// - Returns: A driver of this sequence's elements, which never fails.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }
    // endregion: asDriverOnErrorJustReturn

    /// This sequence as a `Driver` that, on an error, goes on with `onErrorDriveWith`.
    ///
    /// - Parameter onErrorDriveWith: The driver whose events follow an error.
    /// - Returns: A driver of this sequence's elements, which never fails.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let source = Catch(source: asObservable().observe(on: DriverSharingStrategy.scheduler)) { _ in
            onErrorDriveWith.asObservable()
        }
        return Driver(source)
    }

    /// This sequence as a `Driver` that, on an error, goes on with the driver `onErrorRecover`
    /// makes from it.
    ///
    /// - Parameter onErrorRecover: Makes, from the error, the driver whose events follow it.
    /// - Returns: A driver of this sequence's elements, which never fails.
    @available(swift, obsoleted: 6)
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = Catch(source: asObservable().observe(on: DriverSharingStrategy.scheduler)) { error in
            onErrorRecover(error).asObservable()
        }
        return Driver(source)
    }

    /// This sequence as a `Driver` that, on an error, goes on with the driver `onErrorRecover`
    /// makes from it.
    ///
    /// The Swift 6 form: the closure runs where the error is delivered, the main thread or a
    /// mocked scheduler's, so it must be `@Sendable`; RxSwift 6.5 has only the Swift 5 form.
    ///
    /// - Parameter onErrorRecover: Makes, from the error, the driver whose events follow it.
    /// - Returns: A driver of this sequence's elements, which never fails.
    @available(swift, introduced: 6)
    public func asDriver(onErrorRecover: @escaping @Sendable (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = Catch(source: asObservable().observe(on: DriverSharingStrategy.scheduler)) { error in
            onErrorRecover(error).asObservable()
        }
        return Driver(source)
    }
}
// endregion: asDriver
