// Exercise 24.3 (repair): a view model that outlives its screen.
// Practises chapter 24, section "A view model that never goes: `withUnretained`".
//
// `SearchViewModel` turns what the user types into search terms: it trims and lowercases each
// query, drops the empty ones, and records the rest. It works while its screen is open. The
// checks close the screen (the model's one owner lets go of it) while the query keeps
// going, as a text field's does, and look at what is left alive. Find what keeps the model,
// and fix it without changing what the model records.
//
// Check it: swift run rxbook check 24.3     Stuck? swift run rxbook hint 24.3
//
// What kept it: `map`'s closure and `subscribe`'s both captured `self` strongly, and the model
// owns the bag that owns the subscription that holds them, a cycle only the query's end would
// break. One `withUnretained(self)` at the top holds the model weakly and hands it to both steps;
// once the model is gone, its bag disposes the subscription.
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
