@_exported import RxReading
