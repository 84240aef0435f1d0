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
import Foundation
@testable import RxReading

final class SearchViewModel {
    private let bag = DisposeBag()
    private(set) var terms: [String] = []

    init(query: Observable<String>) {
        query
            .map { self.normalize($0) }
            .filter { !$0.isEmpty }
            .subscribe(onNext: { self.record($0) })
            .disposed(by: bag)
    }

    func normalize(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).lowercased()
    }

    func record(_ term: String) {
        terms.append(term)
    }
}
