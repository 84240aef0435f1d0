import RxReading

extension Demos {
    /// Chapter 05's demos.
    static let chapter05: [Demo] = [
        Demo(chapter: 5, name: "subscribe-closures",
             title: "subscribe(onNext:onError:onCompleted:onDisposed:): which closure runs when") { log in
            log.print("-- a sequence that completes")
            _ = Observable.of("a", "b").subscribe(
                onNext: { log.print("onNext(\($0))") },
                onError: { log.print("onError(\($0))") },
                onCompleted: { log.print("onCompleted") },
                onDisposed: { log.print("onDisposed") })

            log.print("-- a sequence that fails")
            _ = Observable<String>.error(DemoError()).subscribe(
                onNext: { log.print("onNext(\($0))") },
                onError: { log.print("onError(\($0))") },
                onCompleted: { log.print("onCompleted") },
                onDisposed: { log.print("onDisposed") })

            log.print("-- a sequence that never ends, disposed by hand")
            var observer: AnyObserver<String>?
            let endless = Observable<String>.create { newObserver in
                observer = newObserver
                return Disposables.create { log.print("create's disposable disposed") }
            }
            let subscription = endless.subscribe(
                onNext: { log.print("onNext(\($0))") },
                onCompleted: { log.print("onCompleted") },
                onDisposed: { log.print("onDisposed") })
            observer?.onNext("x")
            log.print("dispose()")
            subscription.dispose()
            log.print("dispose() again")
            subscription.dispose()
            log.print("send y and completed")
            observer?.onNext("y")
            observer?.onCompleted()
            observer = nil
            log.print("done")
        },
        Demo(chapter: 5, name: "unhandled-error",
             title: "An error nobody handles goes to Hooks.defaultErrorHandler, with the recorded call stack") { log in
            let originalHandler = Hooks.defaultErrorHandler
            let originalCapture = Hooks.customCaptureSubscriptionCallstack
            let originalRecord = Hooks.recordCallStackOnError
            defer {
                Hooks.defaultErrorHandler = originalHandler
                Hooks.customCaptureSubscriptionCallstack = originalCapture
                Hooks.recordCallStackOnError = originalRecord
            }
            Hooks.defaultErrorHandler = { stack, error in
                log.print("defaultErrorHandler: \(error), stack: \(stack)")
            }
            Hooks.customCaptureSubscriptionCallstack = {
                ["ProfileScreen.viewDidLoad()", "UIViewController.loadView()"]
            }

            log.print("-- recordCallStackOnError = \(Hooks.recordCallStackOnError)")
            _ = Observable<Int>.error(DemoError()).subscribe(onNext: { log.print("onNext(\($0))") })

            Hooks.recordCallStackOnError = true
            log.print("-- recordCallStackOnError = \(Hooks.recordCallStackOnError)")
            _ = Observable<Int>.error(DemoError()).subscribe(onNext: { log.print("onNext(\($0))") })

            log.print("-- with an onError")
            _ = Observable<Int>.error(DemoError()).subscribe(onError: { log.print("onError(\($0))") })
        },
    ]
}

/// The error the demos send.
private struct DemoError: Error, CustomStringConvertible {
    var description: String { "DemoError" }
}
