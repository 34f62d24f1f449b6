import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic implementation file: system, quoted and module imports, a forward @class, an
// NS_ENUM, a block typedef, file-level constant and variable, a protocol, a class interface with
// superclass, protocols and properties, a class extension, a C function, an @implementation with
// an ivar block, methods with multi-keyword selectors (named by their first keyword), message
// sends (`[super …]`, `[[X alloc] init…]`, class receivers), C calls, and a category.
// A name after an NS_ENUM's ERROR (line 8) is also a type reference: the grammar misreads it.
const SOURCE = `#import <UIKit/UIKit.h>
#import "PhotoCell.h"
#import "Networking/ImageLoader.h"
@import CoreData;

@class PhotoStore;

typedef NS_ENUM(NSInteger, GalleryLayout) {
    GalleryLayoutGrid,
    GalleryLayoutList,
};

typedef void (^GalleryCompletion)(NSArray<Photo *> *photos, NSError *error);

static NSString *const kCellIdentifier = @"PhotoCell";
static NSUInteger gLoadCount = 0;

@protocol GalleryDelegate <NSObject>
- (void)gallery:(id)gallery didSelectPhoto:(Photo *)photo;
@end

@interface GalleryViewController : UIViewController <UICollectionViewDataSource, GalleryDelegate>
@property (nonatomic, strong) UICollectionView *collectionView;
@property (nonatomic, weak) id<GalleryDelegate> delegate;
@property (nonatomic, copy) GalleryCompletion completion;
- (instancetype)initWithStore:(PhotoStore *)store layout:(GalleryLayout)layout;
@end

@interface GalleryViewController ()
@property (nonatomic) GalleryLayout layout;
@end

static CGSize CellSizeForWidth(CGFloat width, GalleryLayout layout) {
    CGFloat side = layout == GalleryLayoutGrid ? width / 3.0 : width;
    return CGSizeMake(side, side);
}

@implementation GalleryViewController {
    PhotoStore *_store;
}

- (instancetype)initWithStore:(PhotoStore *)store layout:(GalleryLayout)layout {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _store = store;
        _layout = layout;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    UICollectionViewFlowLayout *flow = [[UICollectionViewFlowLayout alloc] init];
    flow.itemSize = CellSizeForWidth(self.view.bounds.size.width, self.layout);
    self.collectionView = [[UICollectionView alloc] initWithFrame:self.view.bounds collectionViewLayout:flow];
    [self.collectionView registerClass:[PhotoCell class] forCellWithReuseIdentifier:kCellIdentifier];
    gLoadCount++;
    [[ImageLoader sharedLoader] prefetchPhotos:[_store allPhotos]];
}

- (NSInteger)collectionView:(UICollectionView *)view numberOfItemsInSection:(NSInteger)section {
    return (NSInteger)[_store count];
}

@end

@implementation GalleryViewController (Sharing)
- (void)sharePhoto:(Photo *)photo {
    NSLog(@"sharing %@", photo.title);
}
@end
`;

test('objc: definitions', async () => {
  const tags = await tagsOf('objc', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'GalleryLayout', kind: 'enum', line: 8, signature: 'typedef NS_ENUM(NSInteger, GalleryLayout)' },
    {
      name: 'GalleryCompletion',
      kind: 'type',
      line: 13,
      signature: 'typedef void (^GalleryCompletion)(NSArray<Photo *> *photos, NSError *error)',
    },
    {
      name: 'kCellIdentifier',
      kind: 'constant',
      line: 15,
      signature: 'static NSString *const kCellIdentifier = @"PhotoCell"',
    },
    { name: 'gLoadCount', kind: 'variable', line: 16, signature: 'static NSUInteger gLoadCount = 0' },
    { name: 'GalleryDelegate', kind: 'interface', line: 18, signature: '@protocol GalleryDelegate <NSObject>' },
    {
      name: 'gallery',
      kind: 'method',
      line: 19,
      signature: '- (void)gallery:(id)gallery didSelectPhoto:(Photo *)photo',
    },
    {
      name: 'GalleryViewController',
      kind: 'class',
      line: 22,
      signature: '@interface GalleryViewController : UIViewController <UICollectionViewDataSource, GalleryDelegate>',
    },
    {
      name: 'collectionView',
      kind: 'property',
      line: 23,
      signature: '@property (nonatomic, strong) UICollectionView *collectionView',
    },
    {
      name: 'delegate',
      kind: 'property',
      line: 24,
      signature: '@property (nonatomic, weak) id<GalleryDelegate> delegate',
    },
    {
      name: 'completion',
      kind: 'property',
      line: 25,
      signature: '@property (nonatomic, copy) GalleryCompletion completion',
    },
    {
      name: 'initWithStore',
      kind: 'method',
      line: 26,
      signature: '- (instancetype)initWithStore:(PhotoStore *)store layout:(GalleryLayout)layout',
    },
    { name: 'GalleryViewController', kind: 'impl', line: 29, signature: '@interface GalleryViewController ()' },
    { name: 'layout', kind: 'property', line: 30, signature: '@property (nonatomic) GalleryLayout layout' },
    {
      name: 'CellSizeForWidth',
      kind: 'function',
      line: 33,
      signature: 'static CGSize CellSizeForWidth(CGFloat width, GalleryLayout layout)',
    },
    { name: 'GalleryViewController', kind: 'class', line: 38, signature: '@implementation GalleryViewController' },
    {
      name: 'initWithStore',
      kind: 'method',
      line: 42,
      signature: '- (instancetype)initWithStore:(PhotoStore *)store layout:(GalleryLayout)layout',
    },
    { name: 'viewDidLoad', kind: 'method', line: 51, signature: '- (void)viewDidLoad' },
    {
      name: 'collectionView',
      kind: 'method',
      line: 61,
      signature: '- (NSInteger)collectionView:(UICollectionView *)view numberOfItemsInSection:(NSInteger)section',
    },
    {
      name: 'GalleryViewController',
      kind: 'impl',
      line: 67,
      signature: '@implementation GalleryViewController (Sharing)',
    },
    { name: 'sharePhoto', kind: 'method', line: 68, signature: '- (void)sharePhoto:(Photo *)photo' },
  ]);
});

test('objc: references', async () => {
  const tags = await tagsOf('objc', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '2 import PhotoCell.h',
    '3 import ImageLoader.h',
    '4 import CoreData',
    '6 type PhotoStore',
    '8 type GalleryLayout',
    '8 type NSInteger',
    '13 type NSArray',
    '13 type NSError',
    '13 type Photo',
    '15 type NSString',
    '16 type NSUInteger',
    '18 inherit NSObject',
    '19 type Photo',
    '22 inherit GalleryDelegate',
    '22 inherit UICollectionViewDataSource',
    '22 inherit UIViewController',
    '23 type UICollectionView',
    '24 type GalleryDelegate',
    '25 type GalleryCompletion',
    '26 type GalleryLayout',
    '26 type PhotoStore',
    '30 type GalleryLayout',
    '33 type CGFloat',
    '33 type CGSize',
    '33 type GalleryLayout',
    '34 type CGFloat',
    '35 call CGSizeMake',
    '39 type PhotoStore',
    '42 type GalleryLayout',
    '42 type PhotoStore',
    '43 call initWithNibName',
    '52 call viewDidLoad',
    '53 type UICollectionViewFlowLayout',
    '53 call alloc',
    '53 call init',
    '54 call CellSizeForWidth',
    '55 type UICollectionView',
    '55 call alloc',
    '55 call initWithFrame',
    '56 type PhotoCell',
    '56 call class',
    '56 call registerClass',
    '58 type ImageLoader',
    '58 call allPhotos',
    '58 call prefetchPhotos',
    '58 call sharedLoader',
    '61 type NSInteger',
    '61 type UICollectionView',
    '62 type NSInteger',
    '62 call count',
    '68 type Photo',
    '69 call NSLog',
  ]);
});

// What must not be tagged: parameters, locals (a static one too), loop variables, a local block
// (calling it is still a call), `self` as a receiver, system headers.
const NOISE = `#import <Foundation/Foundation.h>

@implementation Counter

- (NSInteger)incrementBy:(NSInteger)step {
    NSInteger total = self.value + step;
    static int calls = 0;
    calls++;
    for (int i = 0; i < step; i++) {
        total += i;
    }
    void (^report)(int) = ^(int n) { printf("%d\\n", n); };
    report(total);
    [self setValue:total];
    return total;
}

@end
`;

test('objc: no locals, parameters or system headers', async () => {
  const tags = await tagsOf('objc', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Counter', kind: 'class', line: 3, signature: '@implementation Counter' },
    { name: 'incrementBy', kind: 'method', line: 5, signature: '- (NSInteger)incrementBy:(NSInteger)step' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '5 type NSInteger',
    '6 type NSInteger',
    '12 call printf',
    '13 call report',
    '14 call setValue',
  ]);
});

test('objc: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'Store/PhotoStore.m':
        '#import "PhotoStore.h"\n\n@implementation PhotoStore\n- (NSArray *)allPhotosSortedByDate {\n    return @[];\n}\n@end\n',
      'UI/Gallery.m':
        '#import "PhotoStore.h"\n\n@implementation Gallery\n- (void)reload:(PhotoStore *)store {\n    NSArray *photos = [store allPhotosSortedByDate];\n}\n@end\n',
    },
    'UI/Gallery.m -> Store/PhotoStore.m',
    '- (NSArray *)allPhotosSortedByDate',
  );
});

test('objc: a root class (no superclass) is a class; a class extension stays an impl', async () => {
  const tags = await tagsOf(
    'objc',
    '@interface Object\n- (id)init;\n@end\n\n@interface View ()\n@end\n\n@interface View (Extras)\n@end\n',
  );
  assert.deepEqual(defsOf(tags), [
    { name: 'Object', kind: 'class', line: 1, signature: '@interface Object' },
    { name: 'init', kind: 'method', line: 2, signature: '- (id)init' },
    { name: 'View', kind: 'impl', line: 5, signature: '@interface View ()' },
    { name: 'View', kind: 'impl', line: 8, signature: '@interface View (Extras)' },
  ]);
});
