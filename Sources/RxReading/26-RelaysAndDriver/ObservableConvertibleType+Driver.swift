// region: asDriver
extension ObservableConvertibleType {
    // region: asDriverOnErrorJustReturn
    /// This sequence as a `Driver`: `observe(on:)` the main scheduler, then, on an error,
    /// `onErrorJustReturn` sent and the driver completed, then `share(replay: 1)`. The three
    /// steps are the three promises a `Driver` makes.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }
    // endregion: asDriverOnErrorJustReturn

    /// This sequence as a `Driver` that, on an error, goes on with `onErrorDriveWith`.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let source = Catch(source: asObservable().observe(on: DriverSharingStrategy.scheduler)) { _ in
            onErrorDriveWith.asObservable()
        }
        return Driver(source)
    }

    /// This sequence as a `Driver` that, on an error, goes on with the driver `onErrorRecover`
    /// makes from it.
    @available(swift, obsoleted: 6)
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = Catch(source: asObservable().observe(on: DriverSharingStrategy.scheduler)) { error in
            onErrorRecover(error).asObservable()
        }
        return Driver(source)
    }

    /// `asDriver(onErrorRecover:)` for Swift 6 callers: the closure runs where the error is
    /// delivered, the main thread or a mocked scheduler's, so it must be `@Sendable`.
    @available(swift, introduced: 6)
    public func asDriver(onErrorRecover: @escaping @Sendable (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = Catch(source: asObservable().observe(on: DriverSharingStrategy.scheduler)) { error in
            onErrorRecover(error).asObservable()
        }
        return Driver(source)
    }
}
// endregion: asDriver
