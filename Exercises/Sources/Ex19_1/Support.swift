// Given: the pair the zip sends, and the observable that runs `PairZipSink`. Nothing to change.
@testable import RxReading

struct Pair<A, B> {
    let first: A
    let second: B
}

final class PairZip<A, B>: Producer<Pair<A, B>> {
    let first: Observable<A>
    let second: Observable<B>

    init(_ first: Observable<A>, _ second: Observable<B>) {
        self.first = first
        self.second = second
        super.init { producer, observer, cancel in
            let zip = unsafeDowncast(producer, to: PairZip.self)
            let sink = PairZipSink<A, B, AnyObserver<Pair<A, B>>>(observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(zip.first, zip.second))
        }
    }
}
