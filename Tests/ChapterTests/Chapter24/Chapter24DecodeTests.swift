import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

private struct User: Decodable, Equatable {
    let name: String
}

/// A decoder of the caller's own: anything with `decode(_:from:)` conforms to `DataDecoder`.
private struct UpperCasingDecoder: DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        try JSONDecoder().decode(type, from: Data(String(decoding: data, as: UTF8.self).uppercased().utf8))
    }
}

/// Chapter 24: `decode(type:decoder:)` maps `Data` to a `Decodable` type with any `DataDecoder`.
final class Chapter24DecodeTests: RxReadingTestCase {
    /// Each `Data` element is decoded with the decoder given (`JSONDecoder`, or one of the
    /// caller's own); data that does not decode ends the sequence with the decoder's error.
    func testDecodeDecodesEachElementAndFailsWithTheDecodersError() {
        var events: [String] = []
        _ = Observable.of(Data(#"{"name":"ada"}"#.utf8), Data("not json".utf8), Data(#"{"name":"bob"}"#.utf8))
            .decode(type: User.self, decoder: JSONDecoder())
            .subscribe(onNext: { events.append("next \($0.name)") },
                       onError: { events.append("error \($0 is DecodingError)") })
        XCTAssertEqual(events, ["next ada", "error true"])

        var names: [String] = []
        _ = Observable.just(Data(#"{"name":"x"}"#.utf8))
            .decode(type: [String: String].self, decoder: UpperCasingDecoder())
            .subscribe(onNext: { names += $0.values })
        XCTAssertEqual(names, ["X"])
    }

    /// `PropertyListDecoder` conforms too, as in RxSwift.
    func testPropertyListDecoderConforms() throws {
        let data = try PropertyListEncoder().encode(["name": "plist"])
        var names: [String] = []
        _ = Observable.just(data)
            .decode(type: User.self, decoder: PropertyListDecoder())
            .subscribe(onNext: { names.append($0.name) })
        XCTAssertEqual(names, ["plist"])
    }
}
