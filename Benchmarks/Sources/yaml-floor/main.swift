// The floor for lint: libyaml pulling every event of one file, and nothing
// else (no tree built, no checks). Built like hig-wizard (release, static
// Swift standard library, libyaml's static archive).
//
//   yaml-floor FILE
//
// Exit status 0 when the whole stream parsed, 1 otherwise.
import CYAML
import Glibc

func readAll(_ path: String) -> [UInt8]? {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 { return nil }
    if count == 0 { return bytes }
    bytes += chunk[0..<count]
  }
}

guard CommandLine.arguments.count == 2, let bytes = readAll(CommandLine.arguments[1]) else {
  let usage = "usage: yaml-floor FILE\n"
  _ = usage.withCString { write(2, $0, strlen($0)) }
  exit(2)
}
let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
guard yaml_parser_initialize(parser) == 1 else { exit(1) }
var events = 0
let finished = bytes.withUnsafeBufferPointer { input -> Bool in
  yaml_parser_set_input_string(parser, input.baseAddress, input.count)
  var event = yaml_event_t()
  while yaml_parser_parse(parser, &event) == 1 {
    defer { yaml_event_delete(&event) }
    events += 1
    if event.type == YAML_STREAM_END_EVENT { return true }
  }
  return false
}
yaml_parser_delete(parser)
exit(finished && events > 0 ? 0 : 1)
