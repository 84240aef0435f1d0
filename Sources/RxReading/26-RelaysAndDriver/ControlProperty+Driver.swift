// region: controlPropertyAsDriver
extension ControlProperty {
    /// The property's values as a `Driver`. A control property never fails, so an error here is a
    /// bug of whoever made the property: a debug build stops on it, a release build ends the
    /// driver (`Driver.empty()`). (RxSwift 6.5 stops with another message: "Somehow driver
    /// received error from a source that shouldn't fail.")
    ///
    /// - Returns: A driver of the property's values, replaying the latest to a new subscriber.
    public func asDriver() -> Driver<Element> {
        asDriver { _ -> Driver<Element> in
            #if DEBUG
            rxFatalError("a ControlProperty sent an error, which a control property never does; "
                         + "a Driver made from it has nothing to replace it with")
            #else
            return Driver.empty()
            #endif
        }
    }
}
// endregion: controlPropertyAsDriver
