// swift-format-ignore-file
import SwiftUI

/// Holds none of the names: the prefilter leaves it unparsed.
struct Badge: View {
  var count: Int
  var body: some View { Text("\(count)") }
}
