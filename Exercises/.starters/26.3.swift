// Exercise 26.3 (repair): a screen that dies at the first failed search.
// Practises chapter 26, sections "`Driver`: three promises, read from how it is built" and
// "Testing a view model: `SharingScheduler.mock`".
//
// `SearchViewModel` turns what the user types into search results for a list, and their count
// for a label. Its screen subscribes to both outputs. The checks type three queries, run on a
// test scheduler in the main scheduler's place; the second search fails. Users report that after
// one failed search the list never changes again, and the server's logs show every search twice.
// Fix the view model, keeping what it shows: `[]` first, then each search's results, and
// `["failed"]` for a search that failed.
//
// Check it: swift run rxbook check 26.3     Stuck? swift run rxbook hint 26.3
@testable import RxReading

final class SearchViewModel {
    let results: Observable<[String]>
    let count: Observable<Int>

    init(query: Observable<String>, search: @escaping (String) -> Observable<[String]>) {
        results = query
            .flatMapLatest { text in search(text) }
            .startWith([])
        count = results.map { $0.count }
    }
}
