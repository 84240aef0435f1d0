import Foundation

// region: decode
extension ObservableType where Element == Data {
    /// Each element decoded into `type` by `decoder`; data that does not decode ends the
    /// sequence with the decoder's error.
    ///
    /// - Parameters:
    ///   - type: The type each element is decoded into.
    ///   - decoder: The decoder that decodes each element, `JSONDecoder` for one.
    /// - Returns: An observable of the decoded values.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        // Built directly: the library's own `map` is the Swift 6 twin, whose closure would have
        // to capture a decoder that need not be Sendable.
        Map(source: asObservable()) { try decoder.decode(type, from: $0) }
    }
}

/// Something that decodes `Data` into a `Decodable` type: what `decode(type:decoder:)` needs.
public protocol DataDecoder {
    /// Decodes `data` as a value of `type`, or throws.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The data to decode.
    /// - Returns: The decoded value.
    /// - Throws: The decoder's error when `data` is not a `type`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
// endregion: decode
