import RxReading

extension Demos {
    /// Chapter 07's demos.
    static let chapter07: [Demo] = [
        Demo(chapter: 7, name: "hello-world",
             title: "Part I's example: create sends Hello World, completes, then Hello again") { log in
            let disposeBag = DisposeBag()
            Observable<String>.create { observer in
                observer.onNext("Hello World")
                observer.onCompleted()
                observer.onNext("Hello again")
                return Disposables.create {
                    log.print("create's disposable disposed")
                }
            }
            .subscribe { event in
                log.print(String(describing: event))
            }
            .disposed(by: disposeBag)
        },
    ]
}
