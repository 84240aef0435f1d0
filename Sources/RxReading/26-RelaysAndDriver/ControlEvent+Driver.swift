// region: controlEventAsDriver
extension ControlEvent {
    /// The control's events as a `Driver`. A control event never fails: an error here stops a
    /// debug build, and ends the driver in a release build. (RxSwift 6.5 stops with another
    /// message: "Somehow driver received error from a source that shouldn't fail.")
    ///
    /// - Returns: A driver of the control's events.
    public func asDriver() -> Driver<Element> {
        asDriver { _ -> Driver<Element> in
            #if DEBUG
            rxFatalError("a ControlEvent sent an error, which a control event never does; "
                         + "a Driver made from it has nothing to replace it with")
            #else
            return Driver.empty()
            #endif
        }
    }
}
// endregion: controlEventAsDriver
