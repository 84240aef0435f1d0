// Exercise 24.3 (repair): a view model that outlives its screen. A reference solution.
// Practises chapter 24, section "A view model that never goes: `withUnretained`".
//
// Two closures captured `self` strongly, `map`'s and `subscribe`'s, and the model owns the bag
// that owns the subscription that holds them: a cycle only the query's end would break. One
// `withUnretained(self)` at the top of the chain holds the model weakly and hands it to both
// steps; with the model gone, its bag disposes the subscription.
import Foundation
@testable import RxReading

final class SearchViewModel {
    private let bag = DisposeBag()
    private(set) var terms: [String] = []

    init(query: Observable<String>) {
        query
            .withUnretained(self)
            .map { model, text in (model, model.normalize(text)) }
            .filter { !$0.1.isEmpty }
            .subscribe(onNext: { model, term in model.record(term) })
            .disposed(by: bag)
    }

    func normalize(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).lowercased()
    }

    func record(_ term: String) {
        terms.append(term)
    }
}
