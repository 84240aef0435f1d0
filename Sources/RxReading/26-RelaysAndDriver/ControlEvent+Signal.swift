// region: controlEventAsSignal
extension ControlEvent {
    /// The control's events as a `Signal`, the usual trait for taps: nothing is replayed. An
    /// error here stops a debug build, and ends the signal in a release build. (RxSwift 6.5 stops
    /// with another message: "Somehow signal received error from a source that shouldn't fail.")
    ///
    /// - Returns: A signal of the control's events.
    public func asSignal() -> Signal<Element> {
        asSignal { _ -> Signal<Element> in
            #if DEBUG
            rxFatalError("a ControlEvent sent an error, which a control event never does; "
                         + "a Signal made from it has nothing to replace it with")
            #else
            return Signal.empty()
            #endif
        }
    }
}
// endregion: controlEventAsSignal
