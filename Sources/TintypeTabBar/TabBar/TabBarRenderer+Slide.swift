extension TabBarRenderer {
    /// The arrow's slide from item `from` to the selected item as `frames` pictures (2 or more, fewer are one
    /// picture of the end), evenly spaced over its 0.2 s ease-in-out: the first with the arrow over `from`, the last
    /// over `selected`, the bar otherwise drawn as ``render(placedIcons:selected:glowing:raisedCenter:arrowPosition:)``
    /// draws it. Each picture is given to `each` with its index (from 0) as it is drawn, so that no more than one is held.
    public func arrowSlide(
        placedIcons: [ArtMaster.PlacedArt], selected: Int, from: Int, frames: Int, glowing: Set<Int> = [],
        raisedCenter: RGBAImage? = nil, each: (Int, RGBAImage) throws -> Void
    ) rethrows {
        let count = max(frames, 1)
        for frame in 0..<count {
            let time = count == 1 ? 0.2 : 0.2 * Double(frame) / Double(count - 1)
            let position = TabBarRenderer.Layout.arrowPosition(from: from, to: selected, time: time)
            try each(
                frame,
                render(
                    placedIcons: placedIcons, selected: selected, glowing: glowing, raisedCenter: raisedCenter, arrowPosition: position))
        }
    }
}
